import ArchHost
import ArchMVVM
@testable import ArchFeatures

/// An `mvvm-async` view of the suite's UserProfile view model written wrong
/// on purpose unless `fixed`: the positive control for the view probes.
///
/// Its `for await` loop captures the view and runs in a task launched
/// without a lifecycle bound and never cancelled, so after a rotation the
/// old view lives on, keeps a subscription and a task, and renders into its
/// destroyed self. `fixed: true` runs the same loop under
/// `repeatOnLifecycle`, which cancels it when the view stops — as the
/// suite's `UserProfileAsyncView` does.
final class LeakyProfileView: FeatureView {
  let context: ScreenContext
  let viewModel: UserProfileFlowViewModel

  init(context: ScreenContext, service: any UserService, fixed: Bool) {
    self.context = context
    viewModel = context.viewModelStore.viewModel { UserProfileFlowViewModel(service: service, context: $0) }
    if fixed {
      repeatOnLifecycle(context.lifecycle, host: context.host, label: "leaky.render") { await self.renderAll() }
    } else {
      context.host.launch("leaky.render") { await self.renderAll() }  // no bound, no owner: the leak
    }
  }

  /// The line of the `states(label:)` call below: the one the ledger names.
  static let statesLine: UInt = #line + 2
  private func renderAll() async {
    for await frame in viewModel.states(label: "leaky.states") {
      guard !Task.isCancelled else { break }
      context.render(frame)
    }
  }

  func perform(_ intent: UserProfileIntent) {
    switch intent {
    case .retry: viewModel.retry()
    }
  }
}
