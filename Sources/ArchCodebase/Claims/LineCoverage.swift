/// Covered and coverable lines of a group of files.
public struct LineCoverage: Sendable, Equatable, Codable {
  /// Lines the tests ran.
  public var covered: Int
  /// Lines that could run.
  public var count: Int
  /// covered ÷ count, 0 when nothing could run.
  public var fraction: Double { count == 0 ? 0 : Double(covered) / Double(count) }

  /// Coverage of `covered` out of `count` lines.
  public init(covered: Int, count: Int) {
    self.covered = covered
    self.count = count
  }
}
