import ArchHost

/// How every Search variant that keeps state puts the screen into the
/// saved-state bundle: the query as typed, so a restored screen searches it
/// again (results are not saved: they may be stale by then).
enum SearchSavedState {
  static let queryKey = "search.query"

  /// The query typed before the process died, or `""`.
  static func restoredQuery(in saved: SavedStateRegistry) -> String {
    saved.restored?[queryKey] ?? ""
  }

  /// Registers the provider asked at process death. `query` must not
  /// capture a view (the registry outlives views).
  static func register(in saved: SavedStateRegistry, query: @escaping @Sendable () -> String) {
    saved.register(queryKey) {
      let text = query()
      return text.isEmpty ? nil : text
    }
  }
}
