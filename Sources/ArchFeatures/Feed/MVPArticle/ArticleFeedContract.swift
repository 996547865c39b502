import ArchMVP

/// What the article-shaped feed view asks of its presenter: the article's
/// presenter or the twin that cancels on detach. The view is the MVP
/// variant's contract.
protocol ArticleFeedPresenting: Presenter where View == any FeedContract {
  func loadFeed()
  func loadMore()
  func refresh()
}
