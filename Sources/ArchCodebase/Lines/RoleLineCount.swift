/// The lines of all files of one role in a ``LineCountReport``.
///
/// ```swift
/// let presenters = report.roles.first { $0.role == .presenter }!
/// presenters.files      // 4
/// presenters.codeShare  // 0.21: 21% of the report's code lines
/// ```
public struct RoleLineCount: Sendable, Hashable, Codable {
  /// The role.
  public var role: Role
  /// How many files have the role.
  public var files: Int
  /// Their lines together.
  public var counts: LineCounts
  /// Their share of the report's code lines, from 0 to 1; 0 when the report
  /// has no code at all. The shares of a report's roles add up to 1.
  public var codeShare: Double

  /// Creates a row.
  public init(role: Role, files: Int, counts: LineCounts, codeShare: Double) {
    self.role = role
    self.files = files
    self.counts = counts
    self.codeShare = codeShare
  }
}
