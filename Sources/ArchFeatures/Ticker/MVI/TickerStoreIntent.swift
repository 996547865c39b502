import ArchMVVM

/// What the `mvi` store of Ticker is.
typealias TickerStore = IntentStore<TickerStoreState, TickerStoreIntent, TickerEffect>

/// The store's state: what the user asked for, what the stream said last,
/// and whether a view is watching and the stream is on.
struct TickerStoreState: Sendable, Equatable {
  var selection: TickerSelection
  var frame: TickerFrame
  var watched = false
  var streaming = false

  init(symbol: String) {
    selection = TickerSelection(symbol: symbol)
    frame = .connecting(symbol)
  }
}

/// Everything that can change the ticker: the user's choices, a view
/// starting or stopping, the stream's updates, and the stop timer.
enum TickerStoreIntent: Sendable, Equatable {
  case select(String)
  case refresh
  case viewStarted
  case viewStopped
  case update(symbol: String, PriceUpdate)
  case unwatchedLongEnough
}

/// What the reducer asks for.
enum TickerEffect: Sendable, Equatable {
  /// Stream this symbol's prices: replaces the stream in flight.
  case stream(String)
  case stopStream
  /// Say so once no view has watched for the stop timeout.
  case waitUnwatched
  case cancelWait
}
