import ArchHost
import ArchMVP

/// The article's view controller for the feed: it owns its presenter (one
/// per view), attaches and loads in its did-load step, detaches on destroy.
final class ArticleFeedView: FeedContract, FeatureView {
  private let context: ScreenContext
  private let presenter: any ArticleFeedPresenting

  init(context: ScreenContext, presenter: any ArticleFeedPresenting) {
    self.context = context
    self.presenter = presenter
    presenter.attach(self)
    context.lifecycle.observe(label: "feed.article.destroy") { [presenter] state in
      if state == .destroyed { presenter.detach() }
    }
    presenter.loadFeed()
  }

  func show(items: Int, footer: FeedStatus) { context.render(FeedFrame(items: items, status: footer)) }

  func perform(_ intent: FeedIntent) {
    switch intent {
    case .loadMore: presenter.loadMore()
    case .refresh: presenter.refresh()
    }
  }
}
