/// Covered and coverable lines of a group of files.
public struct LineCoverage: Sendable, Equatable, Codable {
  /// Lines the tests ran.
  public var covered: Int
  /// Lines that could run.
  public var count: Int
  /// covered ÷ count, 0 when nothing could run; never below 0 or above 1,
  /// whatever the counts (``CoverageFile`` refuses a record where covered
  /// exceeds count, or either is negative).
  public var fraction: Double { count <= 0 ? 0 : min(1, max(0, Double(covered) / Double(count))) }

  /// Coverage of `covered` out of `count` lines.
  public init(covered: Int, count: Int) {
    self.covered = covered
    self.count = count
  }
}
