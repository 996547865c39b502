import ArchHost

/// How every Search variant that keeps state puts the screen into the
/// saved-state bundle: the query as typed, so a restored screen searches it
/// again (results are not saved: they may be stale by then).
public enum SearchSavedState {
  /// The key of this screen's entry in the saved-state bundle.
  public static let queryKey = "search.query"

  /// The query typed before the process died, or `""`.
  public static func restoredQuery(in saved: SavedStateRegistry) -> String {
    saved.restored?[queryKey] ?? ""
  }

  /// Registers the provider asked at process death. `query` must not
  /// capture a view (the registry outlives views).
  public static func register(in saved: SavedStateRegistry, query: @escaping @Sendable () -> String) {
    saved.register(queryKey) {
      let text = query()
      return text.isEmpty ? nil : text
    }
  }
}
