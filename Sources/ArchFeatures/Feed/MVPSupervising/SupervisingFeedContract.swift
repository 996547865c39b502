import ArchMVP

/// The Supervising Controller's contract: the presenter still drives the
/// footer (spinners, end, errors), but there is no call for the list — the
/// view binds the item count itself from `SupervisingFeedPresenter.items`.
protocol SupervisingFeedContract: ViewContract {
  func showFooter(_ status: FeedStatus)
}
