import ArchFlow
import ArchHost

extension AppHost {
  /// Runs `operation` as a task on this host and hands its outcome to
  /// `completion`: the callback API of the article's services, built on an
  /// async fake. A cancelled call never completes, as a cancelled request
  /// tells nobody; the caller that keeps the token decides whether it can
  /// cancel at all.
  ///
  /// ```swift
  /// host.call("profile.fetch", { try await service.user(id: id) }) { result in … }
  /// ```
  @discardableResult
  func call<Value: Sendable>(
    _ label: String,
    _ operation: @escaping @Sendable () async throws -> Value,
    completion: @escaping @Sendable (Result<Value, any Error>) -> Void
  ) -> any Cancellable {
    launch(label) {
      do {
        completion(.success(try await operation()))
      } catch is CancellationError {
        // Cancelled: the caller said it no longer wants an answer.
      } catch {
        completion(.failure(error))
      }
    }
  }
}
