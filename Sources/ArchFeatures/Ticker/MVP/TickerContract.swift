import ArchMVP

/// What the presenter may tell the view (Passive View: everything it shows).
public protocol TickerContract: ViewContract {
  /// Shows that the stream of the symbol is connecting.
  func showConnecting(symbol: String)
  /// Shows the symbol's latest price.
  func show(symbol: String, price: Double)
  /// Shows why the symbol's stream failed.
  func showError(symbol: String, message: String)
}

/// What the view may ask of its presenter. The view works with any
/// presenter that conforms: the disciplined one or the leaky one.
protocol TickerPresenting: Presenter where View == any TickerContract {
  func select(_ symbol: String)
  func refresh()
}
