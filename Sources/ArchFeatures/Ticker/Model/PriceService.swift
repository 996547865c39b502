import ArchFlow

/// Streams prices. The one dependency of a Ticker presenter or view model.
public protocol PriceService: Sendable {
  /// The live prices of `symbol`: each subscription is one upstream stream
  /// that sends ``PriceUpdate/connecting`` at once, then a price per tick
  /// or a failure. It runs until the subscription is cancelled, so a
  /// subscription that is never cancelled keeps it ticking.
  func prices(symbol: String) -> AnyFlow<PriceUpdate>
}

/// One value of a price stream.
public enum PriceUpdate: Sendable, Equatable, CustomStringConvertible {
  /// Subscribed; no price yet.
  case connecting
  /// A tick.
  case price(Double)
  /// The stream failed and sends nothing more.
  case failed(String)

  /// `"connecting"`, `"101.0"`, `"failed: offline"`.
  public var description: String {
    switch self {
    case .connecting: "connecting"
    case .price(let price): "\(price)"
    case .failed(let message): "failed: \(message)"
    }
  }
}
