import ArchHost
import ArchMVVM

/// The `mvvm-observation` view: reads the view model's frame under
/// observation tracking while started, re-armed after each change.
final class TodoObservationView: FeatureView {
  private let viewModel: TodoObservationViewModel

  init(context: ScreenContext, viewModel: TodoObservationViewModel) {
    self.viewModel = viewModel
    render(while: context.lifecycle, host: context.host, label: "todo.render") { [viewModel] in
      viewModel.frame
    } render: { [context] frame in
      context.render(frame)
    }
  }

  func perform(_ intent: TodoIntent) {
    viewModel.perform(intent)
  }
}
