import ArchHost

/// How every Feed variant that keeps state puts the screen into the
/// saved-state bundle: the number of pages shown. A restored screen loads
/// them again (page 1 to that page), since the items are not saved.
public enum FeedSavedState {
  /// The key of this screen's entry in the saved-state bundle.
  public static let pagesKey = "feed.pages"

  /// The pages shown before the process died, if any were saved.
  public static func restoredPages(in saved: SavedStateRegistry) -> Int? {
    saved.restored?[pagesKey].flatMap { Int($0) }
  }

  /// Registers the provider asked at process death. `pages` must not
  /// capture a view (the registry outlives views).
  public static func register(in saved: SavedStateRegistry, pages: @escaping @Sendable () -> Int) {
    saved.register(pagesKey) { String(pages()) }
  }
}
