import Foundation

/// The process's standard output and standard error, unbuffered.
///
/// ```swift
/// let output = StandardOutput()   // colour decided by Terminal.current()
/// output.writeLine("done")
/// ```
///
/// Writes go straight to the file descriptors, so do not mix them with
/// `print`, whose buffer would reorder them. A write that fails (a closed
/// or full stream) is remembered by ``StandardStreams``, never a crash.
package struct StandardOutput: Output, Sendable {
  /// The terminal that standard output goes to.
  package let terminal: Terminal

  /// Creates the standard output of a process on `terminal`.
  package init(terminal: Terminal? = nil) {
    // The streams are checked (and a closed one held) before the terminal is asked.
    _ = StandardStreams.shared
    self.terminal = terminal ?? .current()
  }

  /// Styles that colour only when ``terminal`` uses colour.
  package var style: ANSIStyle { terminal.style }

  /// The width of ``terminal``.
  package var width: Int { terminal.width }

  /// Whether ``terminal`` is one.
  package var isTerminal: Bool { terminal.isTTY }

  /// Writes `text` to standard output with its control characters
  /// escaped, but for line feeds, tabs and colour codes
  /// (``Swift/String/escapingControlCharactersButLayout``): whatever a
  /// file name or a saved report slipped into the text, it cannot drive
  /// the terminal.
  package func write(_ text: String) {
    StandardStreams.shared.write(Data(text.escapingControlCharactersButLayout.utf8), to: .output)
  }

  /// Writes `line` and a newline to standard error, its control
  /// characters escaped (`\u{1B}`): a line may echo what the user typed,
  /// and an escape sequence in a file name must not drive the terminal.
  package func writeError(_ line: String) {
    StandardStreams.shared.write(Data((line.escapingControlCharacters + "\n").utf8), to: .error)
  }
}
