/// An ``Output`` that keeps what was written, for tests.
///
/// ```swift
/// let output = RecordingOutput()
/// output.writeLine("hello")
/// output.writeError("careful")
/// output.standardOutput   // "hello\n"
/// output.standardError    // "careful\n"
/// ```
///
/// Not `Sendable`: it is meant for one test on one task.
package final class RecordingOutput: Output {
  /// Everything written to standard output.
  package private(set) var standardOutput = ""
  /// Everything written to standard error, a newline after each line.
  package private(set) var standardError = ""
  /// The styles to apply; plain unless created with colour.
  package let style: ANSIStyle
  /// The width commands fit their text into: a pipe's unless given.
  package let width: Int
  /// Whether commands should act as on a terminal.
  package let isTerminal: Bool

  /// Creates an empty recording; `usesColor` switches the styles on, and
  /// `isTerminal` makes commands act as on a terminal.
  package init(usesColor: Bool = false, width: Int = Terminal.pipeWidth, isTerminal: Bool = false) {
    style = ANSIStyle(enabled: usesColor)
    self.width = width
    self.isTerminal = isTerminal
  }

  /// Appends `text` to ``standardOutput``.
  package func write(_ text: String) {
    standardOutput += text
  }

  /// Appends `line` and a newline to ``standardError``.
  package func writeError(_ line: String) {
    standardError += line + "\n"
  }
}

@available(*, unavailable)
extension RecordingOutput: Sendable {}
