/// The reference model: one upstream stream per symbol and refresh,
/// ticking every second from when it was subscribed; shared while the view
/// is started and for 5 s after it stops, then paused until it starts
/// again (a new subscription, connecting first).
extension Ticker: ReferenceModeled {
  /// Two known symbols, an unknown one, and refresh.
  public static var fuzzIntents: [TickerIntent] { [.select("ACME"), .select("INIT"), .select("XYZ"), .refresh] }

  /// The symbol with its price at the last tick, connecting, or the error;
  /// `nil` with no view.
  public static func reference(
    after actions: [Action<TickerIntent>], traits: VariantTraits
  ) -> ReferenceOutcome<TickerFrame> {
    TickerWorld.play(actions, traits: traits)
  }
}

struct TickerWorld: ReferenceWorld {
  var failuresLeft = 0
  var requests = 0
  /// What the view last rendered: it renders only while started.
  private(set) var frame = TickerFrame.connecting(Ticker.openingSymbol)
  /// The shared state's value, rendered or not.
  private var state = TickerFrame.connecting(Ticker.openingSymbol)
  private var symbol = Ticker.openingSymbol
  private var started = false
  /// The upstream subscription: its next tick (`nil` once a failed stream
  /// has ended) and whether it fails.
  private var upstream: (tick: Duration?, fails: Bool)?
  /// When the upstream stops, 5 s after the view stopped.
  private var stop: Duration?
  /// The symbol in the bundle saved at process death.
  private var saved = Ticker.openingSymbol

  init(traits: VariantTraits) {}

  var nextEvent: Duration? { [stop, upstream?.tick].compactMap { $0 }.min() }

  mutating func fire(at now: Duration) {
    if let stop, stop <= now {
      upstream = nil
      self.stop = nil
      return
    }
    guard let upstream, upstream.tick != nil else { return }
    if upstream.fails {
      show(.error(symbol, "offline"))
      self.upstream = (nil, true)  // a failed stream ends
    } else {
      let opening = FakePriceService.openingPrices[symbol, default: 10]
      show(.live(symbol, opening + Double(now.components.seconds)))
      self.upstream = (now + .seconds(1), false)
    }
  }

  mutating func open(restored: Bool, at now: Duration) {
    symbol = restored ? saved : Ticker.openingSymbol
    started = true
    subscribe(at: now)
  }

  mutating func close(processDeath: Bool, at now: Duration) {
    upstream = nil
    stop = nil
    started = false
    if processDeath { saved = symbol }
  }

  mutating func perform(_ intent: TickerIntent, at now: Duration) {
    switch intent {
    case .select(let selected):
      guard selected != symbol else { return }  // the same selection emits nothing
      symbol = selected
      subscribe(at: now)
    case .refresh: subscribe(at: now)
    }
  }

  mutating func background(at now: Duration) {
    started = false
    stop = now + .seconds(5)
  }

  mutating func foreground(at now: Duration) {
    started = true
    frame = state
    if stop != nil {
      stop = nil  // back within the stop timeout: the same stream goes on
    } else if upstream == nil {
      subscribe(at: now)
    }
  }

  private mutating func subscribe(at now: Duration) {
    upstream = (now + .seconds(1), beginRequest())
    show(.connecting(symbol))
  }

  private mutating func show(_ value: TickerFrame) {
    state = value
    if started { frame = value }
  }
}
