import ArchFeatures
import ArchFlow
import ArchHost
import ArchMVVM

/// The Counter view model: the same logic as the presenter, minus the view
/// binding; views observe `state`. The store keeps it across rotation and
/// its core's scope owns the request.
final class CounterViewModel: ViewModel {
  let core: ViewModelCore<CounterFrame, Never>
  private let service: any CounterService

  // MARK: State

  private let request = CancellableBag()

  init(service: any CounterService, context: ViewModelContext) {
    self.service = service
    let restored = context.saved.restored?[Counter.savedKey].flatMap { Int($0) }
    core = ViewModelCore(restored.map(CounterFrame.count) ?? .loading, host: context.host)
    context.saved.register(Counter.savedKey) { [state = core.state] in
      if case .count(let count) = state.value { "\(count)" } else { nil }
    }
    if restored == nil { load() }
  }

  // MARK: Inputs

  func increment() {
    guard case .count(let count) = core.value else { return }
    run(.saving(count + 1)) { service in
      try await service.save(count + 1)
      return .count(count + 1)
    }
  }

  func retry() { load() }

  // MARK: Effects

  private func load() {
    run(.loading) { service in .count(try await service.load()) }
  }

  private func run(
    _ pending: CounterFrame, _ work: @escaping @Sendable (any CounterService) async throws -> CounterFrame
  ) {
    request.cancelAll()
    core.value = pending
    core.launch("counter.request") { [core, service] in
      do {
        let frame = try await work(service)
        try Task.checkCancellation()
        core.value = frame
      } catch is CancellationError {
      } catch {
        core.value = .error("\(error)")
      }
    }.store(in: request)
  }

  // MARK: Teardown

  // Nothing to add: the store's `clear()` cancels the core's scope.
}
