/// The paging state every Feed variant keeps: pages loaded, items shown,
/// the footer. Pure transitions, so the variants differ only in where the
/// state lives and who runs the requests.
struct FeedPaging: Sendable, Equatable {
  private(set) var pages = 0
  private(set) var items = 0
  private(set) var status: FeedStatus = .loadingFirstPage

  /// What the view shows.
  var frame: FeedFrame { FeedFrame(items: items, status: status) }

  /// The page load more asks for now: none while a page is loading or
  /// after the last one; the failed page again after an error.
  var nextPage: Int? {
    switch status {
    case .idle, .error: pages + 1
    case .loadingFirstPage, .loadingMore, .end: nil
    }
  }

  /// The pages to load when the screen is made: page 1, or as many pages
  /// as were shown before process death.
  static func initialPages(restored: Int?) -> ClosedRange<Int> { 1...max(restored ?? 1, 1) }

  /// A request for the next page has started.
  mutating func startLoading() { status = pages == 0 ? .loadingFirstPage : .loadingMore }

  /// `page` arrived; `moreToCome` when a restore still loads the pages after it.
  mutating func add(_ page: FeedPage, moreToCome: Bool) {
    pages = page.number
    items += page.items.count
    status = page.isLast ? .end : moreToCome ? .loadingMore : .idle
  }

  /// The request failed: what was loaded stays, the footer shows why.
  mutating func fail(_ error: any Error) { status = .error("\(error)") }

  /// The `mvi` store's failure: the message, not the error, is its state.
  mutating func fail(message: String) { status = .error(message) }
}
