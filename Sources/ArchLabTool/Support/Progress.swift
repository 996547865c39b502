import ArchLabCLI
import Foundation

/// Progress for work that takes more than a moment: one line on stderr,
/// rewritten in place, only when stderr is a terminal — so pipes, files and
/// tests see nothing but the result.
///
/// The line is cut to the terminal's width, asked at each update: a line
/// that wraps leaves its first part on screen, as the erase clears only
/// the row the cursor is on.
final class Progress {
  private let enabled: Bool
  private var shown = false
  private let columns: () -> Int

  /// On by default when stderr is a terminal that understands escape
  /// sequences (`TERM` is not `dumb`): the line is redrawn with them.
  init(
    enabled: Bool = isatty(STDERR_FILENO) == 1 && ProcessInfo.processInfo.environment["TERM"] != "dumb",
    columns: @escaping () -> Int = { Terminal.errorColumns() }
  ) {
    self.enabled = enabled
    self.columns = columns
  }

  func update(_ line: String) {
    guard enabled else { return }
    let fitted = Self.fitted(line, estimate(line), columns: columns())
    StandardStreams.shared.write(Data("\r\u{1B}[2K\(fitted)".utf8), to: .error)
    shown = true
  }

  /// `line` and its time left in fewer than `columns` columns: the line is
  /// cut, the time left kept while it fits. The last column stays free, as
  /// some terminals wrap as soon as it is written.
  static func fitted(_ line: String, _ timeLeft: String, columns: Int) -> String {
    let room = max(1, columns - 1)
    guard line.displayWidth + timeLeft.displayWidth > room else { return line + timeLeft }
    guard timeLeft.displayWidth < room / 2 else { return (line + timeLeft).cut(toColumns: room) }
    return line.cut(toColumns: room - timeLeft.displayWidth) + timeLeft
  }

  private var started = ContinuousClock.now

  /// Starts the pace over, for a new stretch of work with its own count.
  func restart() {
    started = ContinuousClock.now
  }

  private func estimate(_ line: String) -> String {
    TimeLeft.suffix(for: line, elapsed: ContinuousClock.now - started)
  }

  func finish() {
    guard enabled, shown else { return }
    StandardStreams.shared.write(Data("\r\u{1B}[2K".utf8), to: .error)
    shown = false
  }
}
