/// Ticker's logic in `mvi`, pure: the next state and the effects to
/// run, for each intent. The stream runs while a view watches and five
/// seconds longer, as `stateIn(started: .whileSubscribed(stopTimeout:))`
/// does in `mvvm-flow`. Tested without a host.
enum TickerReducer {
  static func reduce(_ state: inout TickerStoreState, _ intent: TickerStoreIntent) -> [TickerEffect] {
    switch intent {
    case .select(let symbol):
      guard symbol != state.selection.symbol else { return [] }
      state.selection.select(symbol)
      return state.streaming ? [.stream(symbol)] : []
    case .refresh:
      state.selection.refresh()
      return state.streaming ? [.stream(state.selection.symbol)] : []
    case .viewStarted:
      state.watched = true
      guard !state.streaming else { return [.cancelWait] }
      state.streaming = true
      return [.cancelWait, .stream(state.selection.symbol)]
    case .viewStopped:
      state.watched = false
      return [.waitUnwatched]
    case .update(let symbol, let update):
      guard symbol == state.selection.symbol else { return [] }
      state.frame = TickerFrame(symbol: symbol, update: update)
      return []
    case .unwatchedLongEnough:
      guard !state.watched, state.streaming else { return [] }
      state.streaming = false
      return [.stopStream]
    }
  }
}
