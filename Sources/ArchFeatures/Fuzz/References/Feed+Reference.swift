/// The reference model: pages load one after another, 300 ms each; a
/// restored feed loads again as many pages as it had. It reuses the shared
/// `FeedPaging` value (tested on its own): what the fuzzer checks is the
/// plumbing around it — what survives, what is cancelled, who renders.
extension Feed: ReferenceModeled {
  /// Load more (twice as likely) and pull to refresh.
  public static var fuzzIntents: [FeedIntent] { [.loadMore, .loadMore, .refresh] }

  /// The items loaded and the footer, and the requests its fake started; `nil`
  /// with no view.
  public static func reference(
    after actions: [Action<FeedIntent>], traits: VariantTraits
  ) -> ReferenceOutcome<FeedFrame> {
    FeedWorld.play(actions, traits: traits)
  }
}

struct FeedWorld: ReferenceWorld {
  var failuresLeft = 0
  var requests = 0
  private var paging = FeedPaging()
  /// The page in flight, the last page this load wants, and whether it fails.
  private var load: (due: Duration, page: Int, last: Int, fails: Bool)?
  /// The page count in the bundle saved at process death.
  private var saved: Int?

  init(traits: VariantTraits) {}

  var frame: FeedFrame { paging.frame }
  var nextEvent: Duration? { load?.due }

  mutating func fire(at now: Duration) {
    guard let load else { return }
    self.load = nil
    guard !load.fails else { return paging.fail(ServiceError("offline")) }
    let size = FakeFeedService.pageSize
    let first = (load.page - 1) * size + 1
    let page = FeedPage(
      number: load.page, items: (first..<first + size).map { FeedItem(id: $0, title: "Post \($0)") },
      isLast: load.page == FakeFeedService.pageCount)
    paging.add(page, moreToCome: load.page < load.last)
    if !page.isLast && load.page < load.last { request(load.page + 1, upTo: load.last, at: now) }
  }

  mutating func open(restored: Bool, at now: Duration) {
    paging = FeedPaging()
    let pages = FeedPaging.initialPages(restored: restored ? saved : nil)
    paging.startLoading()
    request(pages.lowerBound, upTo: pages.upperBound, at: now)
  }

  mutating func close(processDeath: Bool, at now: Duration) {
    load = nil
    if processDeath { saved = paging.pages }
  }

  mutating func perform(_ intent: FeedIntent, at now: Duration) {
    switch intent {
    case .loadMore:
      guard let next = paging.nextPage else { return }  // loading, or after the last page
      paging.startLoading()
      request(next, upTo: next, at: now)
    case .refresh:
      paging = FeedPaging()
      paging.startLoading()
      request(1, upTo: 1, at: now)
    }
  }

  private mutating func request(_ page: Int, upTo last: Int, at now: Duration) {
    load = (now + .milliseconds(300), page, last, beginRequest())
  }
}
