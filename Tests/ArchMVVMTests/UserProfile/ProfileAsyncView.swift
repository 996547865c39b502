import ArchFlow
import ArchHost
import ArchMVVM
import ArchTestSupport

/// The `mvvm-async` UserProfile view: `for await` over the view model's
/// `states` in a host task bound to the lifecycle, and the events through
/// the async form of lifecycle-aware collection.
///
/// Each start (show, foreground, the new view after a rotation) launches a
/// task with a fresh stream; dropping below started cancels it, which ends
/// the stream and its subscription.
final class ProfileAsyncView<VM: ProfileViewModel>: ProfileScreenView {
  let context: ScreenContext
  let viewModel: VM

  init(context: ScreenContext, factory: ViewModelFactory, events: EventLog) {
    self.context = context
    viewModel = context.viewModel(VM.self, factory: factory)
    // MARK: Bindings
    repeatOnLifecycle(context.lifecycle, host: context.host, label: "profile.render") { [viewModel, context] in
      for await frame in viewModel.states(label: "profile.states") {
        guard !Task.isCancelled else { break }  // handed over just before the view stopped
        context.render(frame)
      }
    }
    collect(viewModel.events, while: context.lifecycle, host: context.host, label: "profile.events") {
      [lifecycle = context.lifecycle] event in events.record(event, by: lifecycle)
    }
  }

  // MARK: Inputs
  func tapRetry() { viewModel.retry() }
  func tapBack() { viewModel.close() }
}
