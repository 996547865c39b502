/// Where a command writes: text for standard output, lines for standard
/// error, and the styles its terminal can show.
///
/// Commands take an `Output` rather than printing, so tests can run them
/// with a ``RecordingOutput`` and compare what they wrote:
///
/// ```swift
/// func run(_ parsed: ParsedArguments, output: some Output) {
///   output.writeLine(output.style.bold("Modules"))
///   output.writeError("warning: no coverage file; skipping coverage")
/// }
/// ```
public protocol Output {
  /// Writes `text` to standard output as it is, without adding a newline.
  func write(_ text: String)
  /// Writes one line to standard error, adding the newline.
  func writeError(_ line: String)
  /// The styles for standard output: plain when colour is off.
  var style: ANSIStyle { get }
}

extension Output {
  /// Writes `text` and a newline to standard output.
  public func writeLine(_ text: String) {
    write(text + "\n")
  }
}
