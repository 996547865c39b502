extension StudyApp {
  enum CodingKeys: String, CodingKey {
    case entry, measuredCommit, failure, files, code, skipped, skippedPaths, screens, claims, pairs
  }

  /// Reads an app; one written before studies named their skipped paths
  /// has none named (its `skipped` count stays).
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
    claims = try container.decode([ClaimRow].self, forKey: .claims)
    pairs = try container.decode([StudyPair].self, forKey: .pairs)
  }
}
