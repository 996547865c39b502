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
package protocol Output {
  /// Writes `text` to standard output as it is, without adding a newline.
  func write(_ text: String)
  /// Writes one line to standard error, adding the newline.
  func writeError(_ line: String)
  /// The styles for standard output: plain when colour is off.
  var style: ANSIStyle { get }
  /// How many characters a line of standard output may have (see
  /// ``Terminal``); 100 unless an output says otherwise.
  var width: Int { get }
  /// Whether standard output is a terminal (a person reading), not a file
  /// or a pipe; `false` unless an output says otherwise.
  var isTerminal: Bool { get }
}

extension Output {
  /// A file's or a pipe's width.
  package var width: Int { Terminal.pipeWidth }

  /// A file or a pipe.
  package var isTerminal: Bool { false }

  /// Writes `text` and a newline to standard output.
  package func writeLine(_ text: String) {
    write(text + "\n")
  }
}
