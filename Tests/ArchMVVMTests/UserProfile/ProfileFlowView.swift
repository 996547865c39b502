import ArchFlow
import ArchHost
import ArchMVVM
import ArchTestSupport

/// The `mvvm-flow` UserProfile view: binds the view model's state and
/// events with lifecycle-aware callbacks, renders each frame.
///
/// Nothing to attach or detach: the view takes its view model from the
/// screen's store and observes it while started. The closures capture the
/// context, never the view.
final class ProfileFlowView<VM: ProfileViewModel>: ProfileScreenView {
  let context: ScreenContext
  let viewModel: VM

  init(context: ScreenContext, factory: ViewModelFactory, events: EventLog) {
    self.context = context
    viewModel = context.viewModel(VM.self, factory: factory)
    // MARK: Bindings
    collect(viewModel.state, while: context.lifecycle, label: "profile.render") { [context] frame in
      context.render(frame)
    }
    collect(viewModel.events, while: context.lifecycle, label: "profile.events") {
      [lifecycle = context.lifecycle] event in
      events.record(event, by: lifecycle)
    }
  }

  // MARK: Inputs
  func tapRetry() { viewModel.retry() }
  func tapBack() { viewModel.close() }
}
