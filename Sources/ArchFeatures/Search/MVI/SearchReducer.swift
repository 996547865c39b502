/// Search's logic in `mvi`, pure: the next frame and the effects to run,
/// for each intent. Tested without a host.
enum SearchReducer {
  static func reduce(_ state: inout SearchFrame, _ intent: SearchStoreIntent) -> [SearchEffect] {
    switch intent {
    case .opened(let query):
      state = SearchFrame(query)
      return [.waitForPause(query)]  // a restored query is searched after the pause too
    case .typed(let query):
      guard query != state.query else { return [] }  // the same text changes nothing
      state = SearchFrame(query)
      return [.cancelSearch, .waitForPause(query)]
    case .paused(let query):
      guard query == state.query, !query.isEmpty else { return [] }
      state.status = .searching
      return [.search(query)]
    case .found(let query, let names):
      guard query == state.query else { return [] }
      state.status = .results(names)
      return []
    case .failed(let query, let message):
      guard query == state.query else { return [] }
      state.status = .error(message)
      return []
    }
  }
}
