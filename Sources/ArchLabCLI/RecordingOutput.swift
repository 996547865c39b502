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
public final class RecordingOutput: Output {
  /// Everything written to standard output.
  public private(set) var standardOutput = ""
  /// Everything written to standard error, a newline after each line.
  public private(set) var standardError = ""
  /// The styles to apply; plain unless created with colour.
  public let style: ANSIStyle
  /// The width commands fit their text into: a pipe's unless given.
  public let width: Int
  /// Whether commands should act as on a terminal.
  public let isTerminal: Bool

  /// Creates an empty recording; `usesColor` switches the styles on, and
  /// `isTerminal` makes commands act as on a terminal.
  public init(usesColor: Bool = false, width: Int = Terminal.pipeWidth, isTerminal: Bool = false) {
    style = ANSIStyle(enabled: usesColor)
    self.width = width
    self.isTerminal = isTerminal
  }

  /// Appends `text` to ``standardOutput``.
  public func write(_ text: String) {
    standardOutput += text
  }

  /// Appends `line` and a newline to ``standardError``.
  public func writeError(_ line: String) {
    standardError += line + "\n"
  }
}

@available(*, unavailable)
extension RecordingOutput: Sendable {}
