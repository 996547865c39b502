/// Loads and saves the whole list: the server or the disk. The one
/// dependency of a Todo presenter or view model.
public protocol TodoRepository: Sendable {
  /// The stored items; cancelling the calling task cancels the request.
  func load() async throws -> [TodoItem]
  /// Replaces the stored items with `items`; a cancelled or failed save
  /// stores nothing.
  func save(_ items: [TodoItem]) async throws
}
