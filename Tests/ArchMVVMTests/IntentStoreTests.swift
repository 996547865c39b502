import ArchFlow
import ArchHost
import ArchMVVM
import Testing

/// `IntentStore`: state only through the reducer, effects in the store's
/// scope, replaced by id, dropped once cancelled.
@Suite struct IntentStoreTests {
  enum Intent: Sendable { case start(Int), done(Int), stop }
  enum Effect: Sendable { case wait(Int), stop }

  static func reduce(_ state: inout [Int], _ intent: Intent) -> [Effect] {
    switch intent {
    case .start(let n): return [.wait(n)]
    case .done(let n):
      state.append(n)
      return []
    case .stop: return [.stop]
    }
  }

  static func store(_ host: AppHost) -> IntentStore<[Int], Intent, Effect> {
    IntentStore([], host: host, label: "test", reduce: reduce) { [clock = host.clock] effect, _ in
      switch effect {
      case .wait(let n):
        EffectWork(id: "wait") { send in
          guard (try? await clock.sleep(for: .seconds(1))) != nil else { return }
          send(.done(n))
        }
      case .stop: .cancel("wait")
      }
    }
  }

  @Test func workWithTheSameIdReplacesTheWorkInFlight() {
    // NB: in IntentStore.start, drop the cancel of the work in flight and this fails.
    let host = AppHost()
    let store = Self.store(host)
    store.send(.start(1))
    host.advance(by: .milliseconds(500))
    store.send(.start(2))
    host.advance(by: .seconds(2))
    #expect(store.state.value == [2])
    #expect(host.tasks.count == 0)
  }

  @Test func cancelStopsTheWorkAndStartsNothing() {
    let host = AppHost()
    let store = Self.store(host)
    store.send(.start(1))
    store.send(.stop)
    host.advance(by: .seconds(2))
    #expect(store.state.value == [])
  }

  @Test func clearingTheStoreEndsItsWorkAndLetsItGo() {
    // NB: capture the store strongly in IntentStore.start's `send` and the store outlives its clear.
    let host = AppHost()
    weak var released: IntentStore<[Int], Intent, Effect>?
    do {
      let store = Self.store(host)
      released = store
      store.send(.start(1))
      host.settle()
      store.clear()
    }
    host.settle()
    #expect(released == nil)
    #expect(host.tasks.count == 0)
    #expect(host.ledger.liveCount == 0)
  }

  @Test func anIntentSentByCancelledWorkIsDropped() {
    // The work ignores its cancellation and sends anyway: the store drops it.
    let host = AppHost()
    let gate = AsyncGate()
    let store = IntentStore<[Int], Intent, Effect>([], host: host, reduce: Self.reduce) { _, _ in
      EffectWork(id: "stubborn") { send in
        await gate.wait()
        send(.done(7))
      }
    }
    store.send(.start(0))
    host.settle()
    store.clear()
    gate.open()
    host.settle()
    #expect(store.state.value == [])
  }
}

extension IntentStoreTests {
  @Test func anIntentSentLaterFromOutsideTheWorksTaskIsDroppedOnceTheWorkWasReplacedOrTheStoreCleared() {
    // NB: in IntentStore.start, check only `Task.isCancelled` in `send` and the stale callbacks get through.
    let host = AppHost()
    let sends = Locked<[@Sendable (Intent) -> Void]>([])
    let store = IntentStore<[Int], Intent, Effect>([], host: host, reduce: Self.reduce) { _, _ in
      EffectWork(id: "callback") { send in sends.withLock { $0.append(send) } }  // a completion handler kept for later
    }
    store.send(.start(0))
    host.settle()
    store.send(.start(0))  // replaces the first work
    host.settle()
    let (stale, current) = sends.withLock { ($0[0], $0[1]) }
    stale(.done(1))
    current(.done(2))
    #expect(store.state.value == [2])
    store.clear()
    current(.done(3))
    #expect(store.state.value == [2])
  }
}

/// A one-shot gate a task can wait on, opened from outside.
private final class AsyncGate: Sendable {
  private let state = Locked<(open: Bool, waiter: CheckedContinuation<Void, Never>?)>((false, nil))

  func wait() async {
    await withCheckedContinuation { continuation in
      let resumeNow = state.withLock { state -> Bool in
        if state.open { return true }
        state.waiter = continuation
        return false
      }
      if resumeNow { continuation.resume() }
    }
  }

  func open() {
    state.withLock { state in
      state.open = true
      return state.waiter.take()
    }?.resume()
  }
}
