/// The reference model: each change of the field restarts a 300 ms
/// debounce, then a 500 ms request; the last query's answer is shown.
extension Search: ReferenceModeled {
  /// Keystrokes over a few queries, the cleared field and a query that
  /// finds nothing; repeating the current text changes nothing.
  public static var fuzzIntents: [SearchIntent] {
    [.type(""), .type("a"), .type("ad"), .type("ada"), .type("grace"), .type("zz")]
  }

  /// The last query with its results or error, or the empty field, and the
  /// requests its fake started; `nil` with no view.
  public static func reference(
    after actions: [Action<SearchIntent>], traits: VariantTraits
  ) -> ReferenceOutcome<SearchFrame> {
    SearchWorld.play(actions, traits: traits)
  }
}

struct SearchWorld: ReferenceWorld {
  private enum Pending {
    case debounce(due: Duration)
    case request(due: Duration, fails: Bool)
  }

  var failuresLeft = 0
  var requests = 0
  var frame = SearchFrame.empty
  private var pending: Pending?
  /// The query in the bundle saved at process death.
  private var saved = ""

  init(traits: VariantTraits) {}

  var nextEvent: Duration? {
    switch pending {
    case .debounce(let due), .request(let due, _): due
    case nil: nil
    }
  }

  mutating func fire(at now: Duration) {
    switch pending {
    case .debounce:
      frame.status = .searching
      pending = .request(due: now + .milliseconds(500), fails: beginRequest())
    case .request(_, let fails):
      let needle = frame.query.lowercased()
      let found = FakeSearchService.names.filter { $0.lowercased().contains(needle) }
      frame.status = fails ? .error("offline") : .results(found)
      pending = nil
    case nil: break
    }
  }

  mutating func open(restored: Bool, at now: Duration) {
    frame = SearchFrame(restored ? saved : "")
    if !frame.query.isEmpty { pending = .debounce(due: now + Search.debounce) }  // restored: searched again
  }

  mutating func close(processDeath: Bool, at now: Duration) {
    pending = nil
    if processDeath { saved = frame.query }
  }

  mutating func perform(_ intent: SearchIntent, at now: Duration) {
    guard case .type(let text) = intent, text != frame.query else { return }
    frame = SearchFrame(text)
    pending = text.isEmpty ? nil : .debounce(due: now + Search.debounce)
  }
}
