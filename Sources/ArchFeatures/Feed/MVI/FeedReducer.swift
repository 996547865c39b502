/// Feed's logic in `mvi`, pure: the next paging state and the effects to
/// run, for each intent. Tested without a host.
enum FeedReducer {
  static func reduce(_ state: inout FeedPaging, _ intent: FeedStoreIntent) -> [FeedEffect] {
    switch intent {
    case .opened(let restored):
      state.startLoading()
      return [.load(FeedPaging.initialPages(restored: restored))]
    case .loadMore:
      // Nothing while a page is loading or after the last one.
      guard let next = state.nextPage else { return [] }
      state.startLoading()
      return [.load(next...next)]
    case .refresh:
      state = FeedPaging()  // the page in flight belongs to the old list
      state.startLoading()
      return [.load(1...1)]
    case .arrived(let page, let moreToCome):
      state.add(page, moreToCome: moreToCome)
      return []
    case .failed(let message):
      state.fail(message: message)
      return []
    }
  }
}
