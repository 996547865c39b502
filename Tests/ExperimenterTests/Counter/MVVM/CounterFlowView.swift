import ArchFeatures
import ArchHost
import ArchMVVM

/// The view takes the view model from the store and renders its state
/// while started. Nothing to attach or detach.
final class CounterFlowView: FeatureView {
  private let viewModel: CounterViewModel

  init(context: ScreenContext, service: any CounterService) {
    viewModel = context.viewModelStore.viewModel { CounterViewModel(service: service, context: $0) }
    collect(viewModel.state, while: context.lifecycle, label: "counter.render") { [context] frame in
      context.render(frame)
    }
  }

  func perform(_ intent: CounterIntent) {
    switch intent {
    case .increment: viewModel.increment()
    case .retry: viewModel.retry()
    }
  }
}
