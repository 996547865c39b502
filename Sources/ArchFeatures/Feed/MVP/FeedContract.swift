import ArchMVP

/// What the presenter may tell the view (Passive View: everything it
/// shows): the list's length and the footer, in one call so that each
/// change is one frame.
public protocol FeedContract: ViewContract {
  /// Shows the list's length and what its footer says, as one frame.
  func show(items: Int, footer: FeedStatus)
}

/// What the view may ask of its presenter. The view works with any
/// presenter that conforms: the disciplined one or the leaky one.
protocol FeedPresenting: Presenter where View == any FeedContract {
  func loadMore()
  func refresh()
}
