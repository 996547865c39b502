import ArchHost
import ArchMVP

/// The passive view: no logic at all. It renders what the presenter tells
/// it and forwards scrolling to the bottom and pull to refresh; the
/// presenter detaches it on destroy.
final class FeedView: FeedContract, FeatureView {
  private let context: ScreenContext
  private let presenter: any FeedPresenting

  init(context: ScreenContext, presenter: any FeedPresenting) {
    self.context = context
    self.presenter = presenter
    presenter.attach(self, until: context.lifecycle)
  }

  func show(items: Int, footer: FeedStatus) { context.render(FeedFrame(items: items, status: footer)) }

  func perform(_ intent: FeedIntent) {
    switch intent {
    case .loadMore: presenter.loadMore()
    case .refresh: presenter.refresh()
    }
  }
}
