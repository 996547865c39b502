import ArchHost
import ArchMVVM
// LEAK: Observation itself, for tracking by hand. The fix: ArchMVVM's `render(while:…)` alone.
import Observation

/// The `mvvm-observation-leaky` view, with Observation's classic mistake,
/// written wrong on purpose as the probes' positive control: a tracking
/// registration re-armed by hand that ignores the lifecycle.
final class LeakyUserProfileObservationView: FeatureView {
  private let viewModel: UserProfileObservationViewModel

  init(context: ScreenContext, viewModel: UserProfileObservationViewModel) {
    self.viewModel = viewModel
    // LEAK: tracked by hand (`track`, below), not for the view's lifecycle.
    // The fix: `render(while: context.lifecycle, host: context.host, label: "profile.render")`.
    track(context)
  }

  func perform(_ intent: UserProfileIntent) {
    switch intent {
    case .retry: viewModel.retry()
    }
  }

  // LEAK: re-armed after every change for as long as the view model lives,
  // with the view captured strongly: a destroyed view keeps rendering, and
  // the view model's registrar keeps it alive. The fix: no `track`.
  private func track(_ context: ScreenContext) {
    let frame = withObservationTracking { viewModel.frame } onChange: { [self] in
      _ = context.host.launch("profile.leaky.render") { self.track(context) }
    }
    context.render(frame)
  }
}
