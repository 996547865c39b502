import ArchFlow
import Testing

/// `onStart` and `onSubscription`, with the behaviour of kotlinx's
/// OnStartTest and SharedFlowTest's onSubscription cases (ported, not
/// copied).
@Suite struct OnStartTests {
  @Test func onStartSendsBeforeTheUpstreamsFirstValue() {
    let upstream = MutableStateFlow(1)
    let log = Recorder<Int>()
    let token = upstream.map { $0 * 10 }.onStart { send in send(0) }.subscribe { log.record($0) }
    upstream.value = 2
    #expect(log.values == [0, 10, 20])
    token.cancel()
  }

  @Test func onStartRunsOnceForEachSubscriber() {
    let upstream = MutableSharedFlow<String>()
    let started = Recorder<String>()
    let flow = upstream.onStart { send in
      started.record("start")
      send("loading")
    }
    let first = Recorder<String>()
    let second = Recorder<String>()
    let tokens = [flow.subscribe { first.record($0) }, flow.subscribe { second.record($0) }]
    upstream.emit("ready")
    #expect(started.values == ["start", "start"])
    #expect(first.values == ["loading", "ready"])
    #expect(second.values == ["loading", "ready"])
    for token in tokens { token.cancel() }
  }

  @Test func onSubscriptionReceivesWhatTheActionEmitsIntoTheSharedFlow() {
    let shared = MutableSharedFlow<String>()  // replay 0: a value nobody hears is gone
    let log = Recorder<String>()
    // NB: run the action before subscribing upstream in onSubscription and "from the action" is lost.
    let token = shared.onSubscription { send in
      send("hello")
      shared.emit("from the action")
    }.subscribe { log.record($0) }
    shared.emit("later")
    #expect(log.values == ["hello", "from the action", "later"])
    token.cancel()
  }

  @Test func onSubscriptionSendsBeforeTheReplayedValue() {
    let state = MutableStateFlow("current")
    let log = Recorder<String>()
    let token = state.onSubscription { send in send("subscribed") }.subscribe { log.record($0) }
    state.value = "next"
    #expect(log.values == ["subscribed", "current", "next"])
    token.cancel()
  }

  @Test func cancellingLeavesNoSubscriptionBehind() {
    let ledger = SubscriptionLedger()
    let upstream = MutableStateFlow(0, ledger: ledger)
    let tokens = [
      upstream.onStart { send in send(-1) }.subscribe { _ in },
      upstream.onSubscription { send in send(-1) }.subscribe { _ in },
    ]
    #expect(ledger.liveCount == 2)
    for token in tokens { token.cancel() }
    #expect(ledger.liveCount == 0)
  }
}
