/// What ``SwiftLineCounter`` found in one text: the counts and any notes.
///
/// ```swift
/// let result = SwiftLineCounter.count("let a = 1\n/* open")
/// result.counts  // code 1, comment 1, blank 0
/// result.notes   // [unterminated block comment at line 2]
/// ```
public struct LineCountResult: Sendable, Hashable, Codable {
  /// Code, comment and blank lines; their sum is the number of lines.
  public var counts: LineCounts
  /// Anomalies met while counting, in the order they were found; empty for
  /// a well-formed file.
  public var notes: [LineCountNote]

  /// Creates a result; ``SwiftLineCounter`` fills one in.
  package init(counts: LineCounts, notes: [LineCountNote] = []) {
    self.counts = counts
    self.notes = notes
  }
}
