/// What a Ticker view shows: the frames recorded in the render log.
///
/// ```swift
/// TickerFrame.live("ACME", 101).description   // "ACME 101.0 live"
/// ```
public struct TickerFrame: Sendable, Equatable, CustomStringConvertible {
  /// The symbol the stream is for.
  public var symbol: String
  /// The last price of this stream, `nil` until its first tick.
  public var price: Double?
  /// Whether the stream is connecting, live or failed.
  public var status: TickerStatus

  /// A frame.
  public init(symbol: String, price: Double?, status: TickerStatus) {
    self.symbol = symbol
    self.price = price
    self.status = status
  }

  /// The frame a stream of `symbol` shows after `update`.
  public init(symbol: String, update: PriceUpdate) {
    switch update {
    case .connecting: self.init(symbol: symbol, price: nil, status: .connecting)
    case .price(let price): self.init(symbol: symbol, price: price, status: .live)
    case .failed(let message): self.init(symbol: symbol, price: nil, status: .error(message))
    }
  }

  /// Subscribed, no price yet.
  public static func connecting(_ symbol: String) -> TickerFrame {
    TickerFrame(symbol: symbol, price: nil, status: .connecting)
  }
  /// Ticking; `price` is the last tick.
  public static func live(_ symbol: String, _ price: Double) -> TickerFrame {
    TickerFrame(symbol: symbol, price: price, status: .live)
  }
  /// The stream failed with `message`; the user can refresh.
  public static func error(_ symbol: String, _ message: String) -> TickerFrame {
    TickerFrame(symbol: symbol, price: nil, status: .error(message))
  }

  /// `"ACME connecting"`, `"ACME 101.0 live"`, `"ACME error: offline"`.
  public var description: String {
    let price = price.map { " \($0)" } ?? ""
    return "\(symbol)\(price) \(status)"
  }
}

/// The state of a Ticker stream.
public enum TickerStatus: Sendable, Equatable, CustomStringConvertible {
  /// Subscribed, waiting for the first tick.
  case connecting
  /// Ticking.
  case live
  /// The stream failed with this message.
  case error(String)

  /// `"connecting"`, `"live"`, `"error: offline"`.
  public var description: String {
    switch self {
    case .connecting: "connecting"
    case .live: "live"
    case .error(let message): "error: \(message)"
    }
  }
}

/// What the user can do on the Ticker screen.
public enum TickerIntent: Sendable, Equatable, CustomStringConvertible {
  /// Switch the stream to another symbol; the current one does nothing.
  case select(String)
  /// Reconnect the stream, as after an error.
  case refresh

  /// `"select(INIT)"`, `"refresh"`.
  public var description: String {
    switch self {
    case .select(let symbol): "select(\(symbol))"
    case .refresh: "refresh"
    }
  }
}
