import ArchHost
import ArchTestSupport

/// What a test can do to any UserProfile view: the user's taps.
protocol ProfileScreenView: AnyObject, Sendable {
  /// The retry button.
  func tapRetry()
  /// The back button.
  func tapBack()
}

/// The one-shot events the views showed, across view instances:
/// `"#2 toast(Loaded Ada Lovelace)"`, marked when shown by a destroyed view.
final class EventLog: Sendable {
  private let entries = Box<[String]>([])

  func record(_ event: ProfileEvent, by lifecycle: Lifecycle) {
    let late = lifecycle.current == .destroyed ? " (after destroy)" : ""
    entries.withLock { $0.append("#\(lifecycle.instance) \(event)\(late)") }
  }

  var shown: [String] { entries.value }
}
