/// Loads the feed page by page. The one dependency of a Feed presenter or
/// view model.
public protocol FeedService: Sendable {
  /// Loads page `number` (from 1); cancelling the calling task cancels the
  /// request.
  func page(_ number: Int) async throws -> FeedPage
}
