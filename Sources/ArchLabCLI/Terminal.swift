import Foundation

/// What the terminal on standard output can show: whether to use colour,
/// and how wide text may be.
///
/// Colour is used only when standard output is a terminal and `NO_COLOR` is
/// not set; any value of `NO_COLOR`, even an empty one, turns it off
/// (<https://no-color.org>), and so does `TERM=dumb`.
///
/// One width rule for every text command: `--width N` when given (from
/// 40 to 1000, ``widths``); else, on a terminal, the size the
/// terminal reports (asked with `TIOCGWINSZ`: a `COLUMNS` left over from
/// before a resize would make every line wrap); else `COLUMNS`, when the
/// user sets it to a number; else 80 on a terminal, 100 to a file or a pipe.
package struct Terminal: Sendable, Equatable {
  /// The width of a file or a pipe.
  package static let pipeWidth = 100
  /// The narrowest and widest widths a command accepts.
  package static let widths = 40...1000

  /// Whether output should carry ANSI colour codes.
  package let usesColor: Bool
  /// Whether standard output is a terminal.
  package let isTTY: Bool
  /// How many characters a line of output may have.
  package let width: Int

  /// Decides from whether standard output is a TTY, from the environment,
  /// and from the terminal's reported width (`windowColumns`).
  package init(isTTY: Bool, environment: [String: String], windowColumns: Int? = nil) {
    self.isTTY = isTTY
    // A dumb terminal shows escape sequences as text.
    usesColor = isTTY && environment["NO_COLOR"] == nil && environment["TERM"] != "dumb"
    width = Self.widths.clamped(Self.columns(isTTY: isTTY, environment: environment, windowColumns: windowColumns))
  }

  /// The terminal of this process: `isatty(STDOUT_FILENO)`, its window
  /// size and, unless given, the process environment.
  package static func current(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> Terminal {
    let isTTY = isatty(STDOUT_FILENO) == 1
    return Terminal(isTTY: isTTY, environment: environment, windowColumns: isTTY ? windowColumns() : nil)
  }

  /// The width rule, unclamped: the terminal's size on a terminal, else a
  /// number in `COLUMNS`, else 80 on a terminal and 100 elsewhere.
  static func columns(isTTY: Bool, environment: [String: String], windowColumns: Int?) -> Int {
    if isTTY, let windowColumns { return windowColumns }
    if let columns = environment["COLUMNS"].flatMap(Int.init), columns > 0 { return columns }
    return isTTY ? 80 : pipeWidth
  }

  /// The columns of the terminal on standard error, for the progress line:
  /// its reported size, else `COLUMNS`, else 80. Asked at each call, so a
  /// resized window is followed; never clamped, as a progress line is cut
  /// to any width.
  package static func errorColumns(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> Int {
    columns(isTTY: true, environment: environment, windowColumns: windowColumns(of: STDERR_FILENO))
  }

  /// The columns the terminal on `descriptor` reports, if it is one that does.
  static func windowColumns(of descriptor: Int32 = STDOUT_FILENO) -> Int? {
    var size = winsize()
    #if canImport(Darwin)
      let status = ioctl(descriptor, TIOCGWINSZ, &size)
    #else
      let status = ioctl(descriptor, UInt(TIOCGWINSZ), &size)
    #endif
    return status == 0 && size.ws_col > 0 ? Int(size.ws_col) : nil
  }

  /// Styles that colour text only when ``usesColor`` is on.
  package var style: ANSIStyle { ANSIStyle(enabled: usesColor) }
}

extension ClosedRange where Bound == Int {
  /// `value`, moved into the range.
  func clamped(_ value: Int) -> Int { Swift.min(upperBound, Swift.max(lowerBound, value)) }
}
