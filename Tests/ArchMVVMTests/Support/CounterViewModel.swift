import ArchFlow
import ArchHost
import ArchMVVM

/// The smallest view model: an integer state and string events, for the
/// unit tests of the view-model parts.
final class CounterViewModel: ViewModel {
  let core: ViewModelCore<Int, String>

  init(host: AppHost) { core = ViewModelCore(0, host: host) }

  func increment() { core.update { $0 += 1 } }

  /// Sends a one-shot event (a toast, a navigation).
  func announce(_ event: String) { core.events.send(event) }
}
