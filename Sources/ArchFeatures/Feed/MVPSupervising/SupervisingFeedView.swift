import ArchHost
import ArchMVP

/// The Supervising Controller's view: shows the footer when told, and
/// binds the list (the item count) itself from the presenter's model. The
/// binding goes into the presenter's `attachmentBag`, so the detach at
/// destroy ends it with the presenter's own subscriptions.
///
/// Two sources make one frame: the view renders once it has both, and
/// again on each change of either.
final class SupervisingFeedView: SupervisingFeedContract, FeatureView {
  private let context: ScreenContext
  private let presenter: SupervisingFeedPresenter
  private let shown = Locked<(items: Int?, footer: FeedStatus?)>((nil, nil))

  init(context: ScreenContext, presenter: SupervisingFeedPresenter) {
    self.context = context
    self.presenter = presenter
    presenter.attach(self, until: context.lifecycle)
    presenter.items.subscribe(label: "feed.view.items") { [weak self] items in
      self?.render { $0.items = items }
    }.store(in: presenter.attachmentBag)
  }

  func showFooter(_ status: FeedStatus) { render { $0.footer = status } }

  private func render(_ change: (inout (items: Int?, footer: FeedStatus?)) -> Void) {
    let frame = shown.withLock { shown -> FeedFrame? in
      change(&shown)
      guard let items = shown.items, let footer = shown.footer else { return nil }
      return FeedFrame(items: items, status: footer)
    }
    if let frame { context.render(frame) }
  }

  func perform(_ intent: FeedIntent) {
    switch intent {
    case .loadMore: presenter.loadMore()
    case .refresh: presenter.refresh()
    }
  }
}
