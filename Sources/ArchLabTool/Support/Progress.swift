import ArchLabCLI
import Foundation

/// Progress for work that takes more than a moment: one line on stderr,
/// rewritten in place, only when stderr is a terminal — so pipes, files and
/// tests see nothing but the result.
final class Progress {
  private let enabled: Bool
  private var shown = false

  /// On by default when stderr is a terminal that understands escape
  /// sequences (`TERM` is not `dumb`): the line is redrawn with them.
  init(enabled: Bool = isatty(STDERR_FILENO) == 1 && ProcessInfo.processInfo.environment["TERM"] != "dumb") {
    self.enabled = enabled
  }

  func update(_ line: String) {
    guard enabled else { return }
    StandardStreams.shared.write(Data("\r\u{1B}[2K\(line)\(estimate(line))".utf8), to: .error)
    shown = true
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
