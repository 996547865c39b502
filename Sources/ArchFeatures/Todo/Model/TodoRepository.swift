import ArchFlow

/// Loads and saves the whole list: the server or the disk. The one
/// dependency of a Todo presenter or view model.
public protocol TodoRepository: Sendable {
  /// The stored items; cancelling the calling task cancels the request.
  func load() async throws -> [TodoItem]
  /// Replaces the stored items with `items`; a cancelled or failed save
  /// stores nothing.
  func save(_ items: [TodoItem]) async throws

  /// The items as this repository last loaded or saved them (empty before
  /// the first load), as a long-lived flow: the Room-style stream a view
  /// model subscribes to. The flow lives as long as the repository, so a
  /// subscription that is never cancelled leaks.
  func observeItems() -> AnyFlow<[TodoItem]>
}
