import ArchHost
import ArchMVVM

/// The `mvvm-flow` view: takes the view model from the screen's store and
/// renders its frames while started, with a lifecycle-aware callback.
/// Nothing to attach or detach.
final class TodoFlowView: FeatureView {
  private let viewModel: TodoFlowViewModel

  init(context: ScreenContext, repository: any TodoRepository) {
    viewModel = context.viewModelStore.viewModel { TodoFlowViewModel(repository: repository, context: $0) }
    collect(viewModel.state, while: context.lifecycle, label: "todo.render") { [context] frame in
      context.render(frame)
    }
  }

  func perform(_ intent: TodoIntent) {
    switch intent {
    case .add(let title): viewModel.add(title)
    case .toggle(let title): viewModel.toggle(title)
    case .filter(let filter): viewModel.select(filter)
    case .clearCompleted: viewModel.clearCompleted()
    }
  }
}
