import ArchHost

/// How every Todo variant that keeps state puts the screen into the
/// saved-state bundle: the filter only. The items are the repository's
/// (they survive process death there) and are loaded again.
public enum TodoSavedState {
  /// The key of this screen's entry in the saved-state bundle.
  public static let filterKey = "todo.filter"

  /// The filter chosen before the process died (or the view rotated), if any.
  public static func restoredFilter(in saved: SavedStateRegistry) -> TodoFilter? {
    saved.restored?[filterKey].flatMap(TodoFilter.init(rawValue:))
  }

  /// Registers the provider asked at process death. `filter` must not
  /// capture a view (the registry outlives views).
  public static func register(in saved: SavedStateRegistry, filter: @escaping @Sendable () -> TodoFilter) {
    saved.register(filterKey) { filter().rawValue }
  }
}
