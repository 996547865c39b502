import Foundation

/// What the terminal on standard output can show: whether to use colour,
/// and how wide text may be.
///
/// Colour is used only when standard output is a terminal and `NO_COLOR` is
/// not set; any value of `NO_COLOR`, even an empty one, turns it off
/// (<https://no-color.org>), and so does `TERM=dumb`.
///
/// Text fits `COLUMNS` when the user sets it to a number, on a terminal or
/// through a pipe (the user's own say); else a terminal's reported size,
/// else 80; a file or a pipe gets 100 columns. `--width N` overrides all
/// (``ParsedArguments/width(default:)``).
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
    if let columns = environment["COLUMNS"].flatMap(Int.init), columns > 0 {
      width = Self.widths.clamped(columns)
    } else if !isTTY {
      width = Self.pipeWidth
    } else {
      width = Self.widths.clamped(windowColumns ?? 80)
    }
  }

  /// The terminal of this process: `isatty(STDOUT_FILENO)`, its window
  /// size and, unless given, the process environment.
  package static func current(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> Terminal {
    let isTTY = isatty(STDOUT_FILENO) == 1
    return Terminal(isTTY: isTTY, environment: environment, windowColumns: isTTY ? windowColumns() : nil)
  }

  /// The columns the terminal on standard output reports, if it does.
  static func windowColumns() -> Int? {
    var size = winsize()
    #if canImport(Darwin)
      let status = ioctl(STDOUT_FILENO, TIOCGWINSZ, &size)
    #else
      let status = ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size)
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
