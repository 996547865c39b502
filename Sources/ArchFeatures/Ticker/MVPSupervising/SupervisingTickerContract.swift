import ArchMVP

/// The Supervising Controller's contract: the presenter still drives
/// connecting and errors, but there is no `show(symbol:price:)` — the view
/// binds live prices itself from `SupervisingTickerPresenter.quotes`.
protocol SupervisingTickerContract: ViewContract {
  func showConnecting(symbol: String)
  func showError(symbol: String, message: String)
}
