/// One row of a ``LineCountReport``: a file, its role and its lines.
///
/// ```swift
/// report.files[0].path    // "Sources/ArchFeatures/UserProfile/MVP/UserProfileContract.swift"
/// report.files[0].role    // .contract
/// report.files[0].counts  // code 18, comment 9, blank 4
/// ```
public struct FileLineCount: Sendable, Hashable, Codable {
  /// The file's path relative to the report's root, `/`-separated.
  public var path: String
  /// The role the rules gave the file.
  public var role: Role
  /// The file's code, comment and blank lines.
  public var counts: LineCounts
  /// Anomalies met while counting the file; usually empty.
  public var notes: [LineCountNote]
  /// The language it was counted as.
  public var language: SourceLanguage

  /// Creates a row.
  package init(
    path: String, role: Role, counts: LineCounts, notes: [LineCountNote] = [], language: SourceLanguage = .swift
  ) {
    self.language = language
    self.path = path
    self.role = role
    self.counts = counts
    self.notes = notes
  }
}

extension FileLineCount {
  enum CodingKeys: String, CodingKey { case path, role, counts, notes, language }

  /// Reads a row; one written before rows named their language is Swift.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    path = try container.decode(String.self, forKey: .path)
    role = try container.decode(Role.self, forKey: .role)
    counts = try container.decode(LineCounts.self, forKey: .counts)
    notes = try container.decodeIfPresent([LineCountNote].self, forKey: .notes) ?? []
    language = try container.decodeIfPresent(SourceLanguage.self, forKey: .language) ?? .swift
  }
}
