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

  /// Creates an empty recording; `usesColor` switches the styles on.
  public init(usesColor: Bool = false) {
    style = ANSIStyle(enabled: usesColor)
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
