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

  /// Creates a row.
  ///
  /// ```swift
  /// FileLineCount(path: "App/LoginView.swift", role: .view, counts: LineCounts(code: 40))
  /// ```
  public init(path: String, role: Role, counts: LineCounts, notes: [LineCountNote] = []) {
    self.path = path
    self.role = role
    self.counts = counts
    self.notes = notes
  }
}
