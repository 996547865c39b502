import ArchHost
import ArchMVVM

/// The `mvvm-flow` view: takes the view model from the screen's store and
/// renders its state while started, with a lifecycle-aware callback.
/// Nothing to attach or detach.
final class SearchFlowView: FeatureView {
  private let viewModel: SearchFlowViewModel

  init(context: ScreenContext, service: any SearchService) {
    viewModel = context.viewModelStore.viewModel { SearchFlowViewModel(service: service, context: $0) }
    collect(viewModel.state, while: context.lifecycle, label: "search.render") { [context] frame in
      context.render(frame)
    }
  }

  func perform(_ intent: SearchIntent) {
    switch intent {
    case .type(let text): viewModel.typed(text)
    }
  }
}
