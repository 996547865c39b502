import ArchHost

/// What the user asked the ticker for: a symbol, and how many times they
/// asked to reconnect. The flow-based variants keep one and derive the
/// stream from it: a change means "subscribe again" (a new symbol, or a
/// refresh).
struct TickerSelection: Sendable, Equatable {
  var symbol: String
  var attempt = 0

  /// Switches symbol; the current one changes nothing.
  mutating func select(_ symbol: String) {
    self.symbol = symbol
  }

  /// Asks for a new subscription to the same symbol.
  mutating func refresh() {
    attempt += 1
  }
}

/// How the variants that keep state put the symbol into the saved-state
/// bundle, so a restored screen streams the same symbol.
public enum TickerSavedState {
  /// The key of this screen's entry in the saved-state bundle.
  public static let symbolKey = "ticker.symbol"

  /// The symbol saved before the process died, or the opening one.
  public static func restoredSymbol(in saved: SavedStateRegistry) -> String {
    saved.restored?[symbolKey] ?? Ticker.openingSymbol
  }

  /// Registers the provider asked at process death. `symbol` must not
  /// capture a view (the registry outlives views).
  public static func register(in saved: SavedStateRegistry, symbol: @escaping @Sendable () -> String) {
    saved.register(symbolKey) { symbol() }
  }
}
