import ArchMVVM

/// What the `mvi` store of Feed is: its state is the paging, rendered as a frame.
typealias FeedStore = IntentStore<FeedPaging, FeedStoreIntent, FeedEffect>

/// Everything that can change the feed: opening it, the user's taps, and
/// the pages (or the failure) that come back.
enum FeedStoreIntent: Sendable, Equatable {
  case opened(restoredPages: Int?)
  case loadMore
  case refresh
  case arrived(FeedPage, moreToCome: Bool)
  case failed(String)
}

/// What the reducer asks for.
enum FeedEffect: Sendable, Equatable {
  /// Load these pages one after the other: replaces the load in flight.
  case load(ClosedRange<Int>)
}
