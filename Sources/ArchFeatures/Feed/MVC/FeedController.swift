import ArchFlow
import ArchHost

/// The MVC baseline: one controller is the view, keeps the pages, loads
/// them and renders. Disciplined about its own work — the request in
/// flight is cancelled when the view is destroyed or on refresh — but
/// nothing outlives the view, so a rotation or a restore starts again at
/// page 1.
final class FeedController: FeatureView {
  private let context: ScreenContext
  private let service: any FeedService

  // MARK: State

  private let paging = Locked(FeedPaging())
  /// The request in flight, at most one; cancelled on destroy or refresh.
  private let request = CancellableBag()

  init(context: ScreenContext, service: any FeedService) {
    self.context = context
    self.service = service
    context.lifecycle.observe(label: "feed.controller.destroy") { [request] state in
      if state == .destroyed { request.cancel() }
    }
    load(page: 1)
  }

  // MARK: Inputs

  func perform(_ intent: FeedIntent) {
    switch intent {
    case .loadMore:
      // Nothing while a page is loading or after the last one.
      if let next = paging.withLock({ $0.nextPage }) { load(page: next) }
    case .refresh:
      request.cancelAll()
      paging.withLock { $0 = FeedPaging() }
      load(page: 1)
    }
  }

  // MARK: Effects

  private func load(page number: Int) {
    request.cancelAll()
    Self.change(paging, on: context) { $0.startLoading() }
    context.host.launch("feed.page") { [context, service, paging] in
      do {
        let page = try await service.page(number)
        try Task.checkCancellation()
        Self.change(paging, on: context) { $0.add(page, moreToCome: false) }
      } catch is CancellationError {
        // Destroyed or refreshed: nobody wants the answer.
      } catch {
        Self.change(paging, on: context) { $0.fail(error) }
      }
    }.store(in: request)
  }

  /// Changes the pages and renders the new frame.
  private static func change(
    _ paging: Locked<FeedPaging>, on context: ScreenContext, _ transform: (inout FeedPaging) -> Void
  ) {
    let frame = paging.withLock {
      transform(&$0)
      return $0.frame
    }
    context.render(frame)
  }

  // MARK: Teardown

  // Nothing to add: the destroy observer in `init` cancels `request`, and
  // the pages die with the controller.
}
