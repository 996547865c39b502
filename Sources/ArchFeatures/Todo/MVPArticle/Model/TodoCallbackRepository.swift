import ArchFlow
import ArchHost

/// The article's service shape for the list: completions instead of
/// `async`. A request runs whether or not the caller keeps the token.
protocol TodoCallbackRepository: Sendable {
  /// Loads the stored items, then calls `completion` once.
  @discardableResult
  func fetchItems(completion: @escaping @Sendable (Result<[TodoItem], any Error>) -> Void) -> any Cancellable
  /// Stores `items`, then calls `completion` once; a cancelled save stores nothing.
  @discardableResult
  func store(_ items: [TodoItem], completion: @escaping @Sendable (Result<Void, any Error>) -> Void)
    -> any Cancellable
}

/// The run's `TodoRepository` behind the article's callback API.
struct TodoCallbackAdapter: TodoCallbackRepository {
  let repository: any TodoRepository
  let host: AppHost

  func fetchItems(completion: @escaping @Sendable (Result<[TodoItem], any Error>) -> Void) -> any Cancellable {
    host.call("todo.fetch", { [repository] in try await repository.load() }, completion: completion)
  }

  func store(_ items: [TodoItem], completion: @escaping @Sendable (Result<Void, any Error>) -> Void)
    -> any Cancellable
  {
    host.call("todo.store", { [repository] in try await repository.save(items) }, completion: completion)
  }
}
