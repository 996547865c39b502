extension StudyApp {
  enum CodingKeys: String, CodingKey {
    case entry, measuredCommit, failure, files, code, skipped, skippedPaths, screens, screenCode, warning, claims, pairs
  }

  /// Reads an app; one written before studies named their skipped paths
  /// has none named (its `skipped` count stays), one written before apps
  /// were flagged has no ``screenCode``. `warning` is not read: it follows
  /// from the figures.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    entry = try container.decode(StudyEntry.self, forKey: .entry)
    measuredCommit = try container.decodeIfPresent(String.self, forKey: .measuredCommit)
    failure = try container.decodeIfPresent(String.self, forKey: .failure)
    files = try container.decode(Int.self, forKey: .files)
    code = try container.decode(Int.self, forKey: .code)
    skipped = try container.decode(Int.self, forKey: .skipped)
    skippedPaths = try container.decodeIfPresent([SkippedPath].self, forKey: .skippedPaths) ?? []
    screens = try container.decode([StudyScreen].self, forKey: .screens)
    screenCode = try container.decodeIfPresent(Int.self, forKey: .screenCode)
    claims = try container.decode([ClaimRow].self, forKey: .claims)
    pairs = try container.decode([StudyPair].self, forKey: .pairs)
  }

  /// Writes the app with its ``readingWarning`` as `warning`, so a reader
  /// of the JSON sees a flagged app without redoing the arithmetic.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(entry, forKey: .entry)
    try container.encodeIfPresent(measuredCommit, forKey: .measuredCommit)
    try container.encodeIfPresent(failure, forKey: .failure)
    try container.encode(files, forKey: .files)
    try container.encode(code, forKey: .code)
    try container.encode(skipped, forKey: .skipped)
    try container.encode(skippedPaths, forKey: .skippedPaths)
    try container.encode(screens, forKey: .screens)
    try container.encodeIfPresent(screenCode, forKey: .screenCode)
    try container.encodeIfPresent(readingWarning, forKey: .warning)
    try container.encode(claims, forKey: .claims)
    try container.encode(pairs, forKey: .pairs)
  }
}
