import ArchHost

/// How every Todo variant that keeps state puts the screen into the
/// saved-state bundle: the filter only. The items are the repository's
/// (they survive process death there) and are loaded again.
enum TodoSavedState {
  static let filterKey = "todo.filter"

  /// The filter chosen before the process died (or the view rotated), if any.
  static func restoredFilter(in saved: SavedStateRegistry) -> TodoFilter? {
    saved.restored?[filterKey].flatMap(TodoFilter.init(rawValue:))
  }

  /// Registers the provider asked at process death. `filter` must not
  /// capture a view (the registry outlives views).
  static func register(in saved: SavedStateRegistry, filter: @escaping @Sendable () -> TodoFilter) {
    saved.register(filterKey) { filter().rawValue }
  }
}
