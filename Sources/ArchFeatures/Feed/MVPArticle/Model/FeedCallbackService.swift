import ArchFlow
import ArchHost

/// The article's service shape for the feed: a completion instead of
/// `async`. The request runs whether or not the caller keeps the token.
protocol FeedCallbackService: Sendable {
  /// Loads page `number`, then calls `completion` once; cancelling the
  /// token drops the request and its completion.
  @discardableResult
  func fetchPage(_ number: Int, completion: @escaping @Sendable (Result<FeedPage, any Error>) -> Void)
    -> any Cancellable
}

/// The run's `FeedService` behind the article's callback API.
struct FeedCallbackAdapter: FeedCallbackService {
  let service: any FeedService
  let host: AppHost

  func fetchPage(_ number: Int, completion: @escaping @Sendable (Result<FeedPage, any Error>) -> Void)
    -> any Cancellable
  {
    host.call("feed.fetch", { [service] in try await service.page(number) }, completion: completion)
  }
}
