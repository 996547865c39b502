import ArchMVVM

/// What the `mvi` store of Search is: its state is the frame itself.
typealias SearchStore = IntentStore<SearchFrame, SearchStoreIntent, SearchEffect>

/// Everything that can change the search: keystrokes, the pause after
/// them, and the request's answers (each for the query it was made for).
enum SearchStoreIntent: Sendable, Equatable {
  case opened(String)
  case typed(String)
  case paused(String)
  case found(String, [String])
  case failed(String, String)
}

/// What the reducer asks for.
enum SearchEffect: Sendable, Equatable {
  /// Wait out the typing pause, then say so: replaces the wait in flight.
  case waitForPause(String)
  /// Search for a query: replaces the search in flight.
  case search(String)
  /// Drop the search in flight: its query is gone.
  case cancelSearch
}
