import ArchFeatures
import ArchFlow
import ArchHost
import ArchMVP

/// The Counter presenter, Passive View: weak view, the per-view
/// subscription in `attachmentBag`, the request in `lifetimeBag`; kept in
/// the presenter store across rotation.
final class CounterPresenter: Presenter {
  typealias View = any CounterContract
  let attachment = ViewAttachment<any CounterContract>()

  private let service: any CounterService
  private let host: AppHost

  // MARK: State

  private let shown: MutableStateFlow<CounterFrame>
  /// The request in flight, at most one; inside `lifetimeBag`.
  private let request = CancellableBag()

  init(service: any CounterService, host: AppHost, saved: SavedStateRegistry) {
    self.service = service
    self.host = host
    let restored = saved.restored?[Counter.savedKey].flatMap { Int($0) }
    shown = MutableStateFlow(restored.map(CounterFrame.count) ?? .loading, ledger: host.ledger)
    request.store(in: attachment.lifetimeBag)
    saved.register(Counter.savedKey) { [shown] in
      if case .count(let count) = shown.value { "\(count)" } else { nil }
    }
    if restored == nil { load() }
  }

  // MARK: Inputs

  func onAttach(_ view: any CounterContract) {
    shown.subscribe(label: "counter.presenter.shown") { [weak self] frame in
      self?.present(frame)
    }.store(in: attachmentBag)
  }

  func increment() {
    guard case .count(let count) = shown.value else { return }
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
    shown.value = pending
    host.launch("counter.request") { [shown, service] in
      do {
        let frame = try await work(service)
        try Task.checkCancellation()
        shown.value = frame
      } catch is CancellationError {
      } catch {
        shown.value = .error("\(error)")
      }
    }.store(in: request)
  }

  private func present(_ frame: CounterFrame) {
    guard let view else { return }
    switch frame {
    case .loading: view.showLoading()
    case .count(let count): view.show(count: count)
    case .saving(let count): view.showSaving(count)
    case .error(let message): view.showError(message)
    }
  }

  // MARK: Teardown

  // Nothing to add: `clear()` detaches and cancels `lifetimeBag`.
}
