/// What a Feed view shows: how many items are loaded and what the footer
/// says. The frames recorded in the render log.
public struct FeedFrame: Sendable, Equatable, Codable, CustomStringConvertible {
  /// Items loaded so far.
  public var items: Int
  /// The footer: a spinner, the end of the list, or an error.
  public var status: FeedStatus

  /// A frame of `items` items with `status` in the footer.
  public init(items: Int, status: FeedStatus) {
    self.items = items
    self.status = status
  }

  /// `"20 items, loading more"`, `"30 items, end"`.
  public var description: String { "\(items) items, \(status)" }
}

/// The footer of the feed.
public enum FeedStatus: Sendable, Equatable, Codable, CustomStringConvertible {
  /// Page 1 is loading (on show, after refresh or restore).
  case loadingFirstPage
  /// Pages are shown and more can be loaded.
  case idle
  /// The next page is loading.
  case loadingMore
  /// The last page is shown: load more does nothing.
  case end
  /// The last request failed with this message; load more retries it.
  case error(String)

  /// `"loading"`, `"idle"`, `"loading more"`, `"end"`, `"error: offline"`.
  public var description: String {
    switch self {
    case .loadingFirstPage: "loading"
    case .idle: "idle"
    case .loadingMore: "loading more"
    case .end: "end"
    case .error(let message): "error: \(message)"
    }
  }
}

/// What the user can do on the Feed screen.
public enum FeedIntent: Sendable, Equatable, CustomStringConvertible {
  /// Scrolled to the bottom: load the next page (or retry the failed one).
  case loadMore
  /// Pull to refresh: drop the pages and load page 1 again.
  case refresh

  /// `"load more"`, `"refresh"`.
  public var description: String {
    switch self {
    case .loadMore: "load more"
    case .refresh: "refresh"
    }
  }
}
