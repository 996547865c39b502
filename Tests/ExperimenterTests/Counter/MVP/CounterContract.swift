import ArchMVP

/// What the presenter may tell the view (Passive View).
protocol CounterContract: ViewContract {
  func showLoading()
  func show(count: Int)
  func showSaving(_ count: Int)
  func showError(_ message: String)
}
