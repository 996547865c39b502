import ArchHost
import ArchMVVM

/// The `mvvm-async` view: `for await` over the view model's `states` in a
/// host task that runs while the view is started; dropping below started
/// cancels the task, which ends the stream and its subscription. Intents
/// are handed to the view model's inbox.
final class TodoAsyncView: FeatureView {
  private let viewModel: TodoAsyncViewModel

  init(context: ScreenContext, repository: any TodoRepository) {
    viewModel = context.viewModelStore.viewModel { TodoAsyncViewModel(repository: repository, context: $0) }
    repeatOnLifecycle(context.lifecycle, host: context.host, label: "todo.render") { [viewModel, context] in
      for await state in viewModel.states(label: "todo.states") {
        guard !Task.isCancelled else { break }  // handed over just before the view stopped
        context.render(state.frame)
      }
    }
  }

  func perform(_ intent: TodoIntent) { viewModel.send(intent) }
}
