import ArchFlow
import ArchHost
import ArchMVVM
import Observation

/// The Feed view model as an `Observable` class: views read `paging`
/// inside observation tracking, as SwiftUI does. One page request at a
/// time runs in its scope; a refresh cancels it.
final class FeedObservationViewModel: Observable, Clearable {
  // MARK: State

  // What `@Observable` writes for `var paging`, with the storage behind a
  // lock so the class is safe to share (the macro's is not).
  private let registrar = ObservationRegistrar()
  private let storedPaging = Locked(FeedPaging())

  /// The pages shown and what is loading.
  private(set) var paging: FeedPaging {
    get {
      registrar.access(self, keyPath: \.paging)
      return storedPaging.withLock { $0 }
    }
    set { registrar.withMutation(of: self, keyPath: \.paging) { storedPaging.withLock { $0 = newValue } } }
  }

  private let service: any FeedService
  private let scope: ViewModelScope

  init(service: any FeedService, context: ViewModelContext) {
    self.service = service
    scope = ViewModelScope(host: context.host)
    let restored = FeedSavedState.restoredPages(in: context.saved)
    FeedSavedState.register(in: context.saved) { [storedPaging] in storedPaging.withLock { $0.pages } }
    load(FeedPaging.initialPages(restored: restored))
  }

  // MARK: Inputs

  func loadMore() {
    // Nothing while a page is loading or after the last one.
    guard let next = storedPaging.withLock({ $0.nextPage }) else { return }
    load(next...next)
  }

  func refresh() {
    request.cancelAll()  // the page in flight belongs to the old list
    paging = FeedPaging()
    load(1...1)
  }

  // MARK: Effects

  private let request = CancellableBag()

  /// Loads `pages` one after the other (several only on restore).
  private func load(_ pages: ClosedRange<Int>) {
    request.cancelAll()
    paging.startLoading()
    scope.launch("feed.pages") { [weak self, service] in
      do {
        for number in pages {
          let page = try await service.page(number)
          try Task.checkCancellation()
          self?.paging.add(page, moreToCome: number < pages.upperBound)
          if page.isLast { break }
        }
      } catch is CancellationError {
        // Cleared or refreshed: nobody wants this answer.
      } catch {
        self?.paging.fail(error)
      }
    }.store(in: request)
  }

  // MARK: Teardown

  func clear() { scope.cancel() }
}
