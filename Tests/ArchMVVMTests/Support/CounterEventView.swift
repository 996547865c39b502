import ArchHost
import ArchMVVM
import ArchTestSupport

/// The two ways a view binds its view model's state and one-shot events.
enum BindingStyle: String, CaseIterable, Sendable, CustomStringConvertible {
  /// Lifecycle-aware callbacks, as the `mvvm-flow` views bind.
  case callbacks
  /// `for await` in lifecycle-bound host tasks, as the `mvvm-async` views bind.
  case loops

  var description: String { rawValue }
}

/// The events the views showed, across view instances: `"#2 back"`, marked
/// when shown by a destroyed view.
final class EventLog: Sendable {
  private let entries = Box<[String]>([])

  func record(_ event: String, by lifecycle: Lifecycle) {
    let late = lifecycle.current == .destroyed ? " (after destroy)" : ""
    entries.withLock { $0.append("#\(lifecycle.instance) \(event)\(late)") }
  }

  var shown: [String] { entries.value }
}

/// A view of a `CounterViewModel` kept in its screen's store: renders the
/// count and shows the events, bound in `style`. The closures capture the
/// context, never the view.
final class CounterEventView: Sendable {
  let viewModel: CounterViewModel

  init(context: ScreenContext, style: BindingStyle, events: EventLog) {
    let viewModel = context.viewModelStore.viewModel { CounterViewModel(host: $0.host) }
    self.viewModel = viewModel
    let lifecycle = context.lifecycle
    switch style {
    case .callbacks:
      collect(viewModel.state, while: lifecycle, label: "counter.render") { [context] in context.render($0) }
      collect(viewModel.events, while: lifecycle, label: "counter.events") { events.record($0, by: lifecycle) }
    case .loops:
      repeatOnLifecycle(lifecycle, host: context.host, label: "counter.render") { [context] in
        for await count in viewModel.states(label: "counter.states") {
          guard !Task.isCancelled else { break }  // handed over just before the view stopped
          context.render(count)
        }
      }
      collect(viewModel.events, while: lifecycle, host: context.host, label: "counter.events") {
        events.record($0, by: lifecycle)
      }
    }
  }
}

/// A counter screen on a fresh host whose views bind in `style`, and the
/// log of the events they showed.
struct CounterEventFixture {
  let host = AppHost()
  let events = EventLog()
  let screen: Screen<CounterEventView>

  init(_ style: BindingStyle) {
    let events = events
    screen = Screen(host: host, name: "counter") { CounterEventView(context: $0, style: style, events: events) }
  }

  /// The screen's view model (the same across rotations), while a view is shown.
  var viewModel: CounterViewModel? { screen.view?.viewModel }
}
