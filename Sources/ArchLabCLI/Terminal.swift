import Foundation

/// What the terminal on standard output can show: for now, whether to use
/// colour.
///
/// Colour is used only when standard output is a terminal and `NO_COLOR` is
/// not set; any value of `NO_COLOR`, even an empty one, turns it off
/// (<https://no-color.org>).
///
/// ```swift
/// let terminal = Terminal(isTTY: true, environment: ["NO_COLOR": ""])
/// terminal.usesColor             // false
/// terminal.style.bold("USAGE")   // "USAGE"
/// ```
public struct Terminal: Sendable, Equatable {
  /// Whether output should carry ANSI colour codes.
  public let usesColor: Bool

  /// Decides from whether standard output is a TTY and from the environment.
  public init(isTTY: Bool, environment: [String: String]) {
    usesColor = isTTY && environment["NO_COLOR"] == nil
  }

  /// The terminal of this process: `isatty(STDOUT_FILENO)` and, unless
  /// given, the process environment.
  public static func current(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> Terminal {
    Terminal(isTTY: isatty(STDOUT_FILENO) == 1, environment: environment)
  }

  /// Styles that colour text only when ``usesColor`` is on.
  public var style: ANSIStyle { ANSIStyle(enabled: usesColor) }
}
