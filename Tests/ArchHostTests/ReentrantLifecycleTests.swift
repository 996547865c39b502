import ArchFlow
import ArchHost
import ArchTestSupport
import Dispatch
import Testing

/// Moves asked for while a move is being delivered — by an observer, or
/// by another thread — wait their turn: every observer sees every state.
@Suite struct ReentrantLifecycleTests {
  @Test func everyObserverSeesEveryStateInOrderWhenAnObserverMovesOnResumed() {
    // NB: deliver a move at once in Lifecycle.move(to:) instead of queueing it and the journal
    // jumps from resumed to destroyed.
    let lifecycle = Lifecycle(instance: 1)
    let journal = Box<[String]>([])
    lifecycle.observe { state in
      if state == .resumed { for next in [LifecycleState.paused, .stopped, .destroyed] { lifecycle.move(to: next) } }
    }
    lifecycle.observe { state in journal.withLock { $0.append("\(state)") } }

    lifecycle.move(to: .started)
    lifecycle.move(to: .resumed)

    #expect(journal.value == LifecycleState.wholeLife.map(\.rawValue))
    #expect(lifecycle.current == .destroyed)
  }

  @Test func currentReadsTheStateBeingDeliveredWhileQueuedMovesWait() {
    // NB: make `current` read the last queued state and the second observer reads destroyed on resumed.
    let lifecycle = Lifecycle(instance: 1)
    let readings = Box<[String]>([])
    lifecycle.observe { state in
      if state == .resumed { for next in [LifecycleState.paused, .stopped, .destroyed] { lifecycle.move(to: next) } }
    }
    lifecycle.observe { state in readings.withLock { $0.append("\(state): \(lifecycle.current)") } }

    lifecycle.move(to: .started)
    lifecycle.move(to: .resumed)

    #expect(readings.value == LifecycleState.wholeLife.map { "\($0): \($0)" })
  }

  @Test func aStateFlowSubscriberSeesEveryStateToo() {
    let ledger = SubscriptionLedger()
    let lifecycle = Lifecycle(ledger: ledger)
    let seen = Box<[LifecycleState]>([])
    lifecycle.observe { state in if state == .started { lifecycle.move(to: .stopped) } }
    let token = lifecycle.state.subscribe { state in seen.withLock { $0.append(state) } }

    lifecycle.move(to: .started)
    lifecycle.move(to: .destroyed)

    #expect(seen.value == [.created, .started, .stopped, .destroyed])
    token.cancel()
    #expect(ledger.liveCount == 0)
  }

  @Test func aQueuedMoveIsCheckedAgainstTheStateBeforeItAndStopsAtTheCall() async {
    // NB: check a queued move against `current` instead and the message names resumed → destroyed.
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let lifecycle = Lifecycle(instance: 2)
      lifecycle.observe { state in
        if state == .resumed {
          lifecycle.move(to: .paused)
          lifecycle.move(to: .destroyed)
        }
      }
      lifecycle.move(to: .started)
      lifecycle.move(to: .resumed)
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(message.contains("Illegal lifecycle transition paused → destroyed (view instance 2)"))
    #expect(message.contains("From paused the legal next states are: resumed, stopped."))
  }

  // MARK: - Threads

  @Test func movesFromAnotherThreadDuringADeliveryAreDeliveredInOrderByTheDeliveringThread() {
    // NB: make a move from another thread wait for the delivery to end and this test times out
    // (the observer waits for that thread): a deadlock.
    let lifecycle = Lifecycle(instance: 1)
    let journal = Box<[String]>([])
    let returned = DispatchSemaphore(value: 0)
    let waited = Box<DispatchTimeoutResult?>(nil)
    lifecycle.observe { state in
      guard state == .started else { return }
      DispatchQueue.global().async {
        lifecycle.move(to: .resumed)
        lifecycle.move(to: .paused)
        returned.signal()
      }
      waited.value = returned.wait(timeout: .now() + .seconds(30))
      journal.withLock { $0.append("other thread returned") }
    }
    lifecycle.observe { state in journal.withLock { $0.append("\(state)") } }

    lifecycle.move(to: .started)

    #expect(waited.value == .success)
    #expect(journal.value == ["created", "other thread returned", "started", "resumed", "paused"])
    #expect(lifecycle.current == .paused)
  }

  @Test func movesChainedAcrossThreadsReachEveryObserverInOrder() {
    // Each move after the first is asked for from a fresh thread, by an observer of the state
    // before it, so moves and deliveries overlap on different threads (ThreadSanitizer checks).
    let later: [LifecycleState] =
      Array(repeating: [LifecycleState.resumed, .paused], count: 50).flatMap { $0 } + [.stopped, .destroyed]
    for _ in 0..<20 {
      let lifecycle = Lifecycle(instance: 1)
      let first = Box<[LifecycleState]>([])
      let second = Box<[LifecycleState]>([])
      let done = DispatchSemaphore(value: 0)
      let step = Box(0)
      lifecycle.observe { state in
        first.withLock { $0.append(state) }
        guard state != .created else { return }
        let next = step.withLock { step -> LifecycleState? in
          defer { step += 1 }
          return step < later.count ? later[step] : nil
        }
        if let next { DispatchQueue.global().async { lifecycle.move(to: next) } }
      }
      lifecycle.observe { state in
        second.withLock { $0.append(state) }
        if state == .destroyed { done.signal() }
      }

      lifecycle.move(to: .started)

      #expect(done.wait(timeout: .now() + .seconds(30)) == .success)
      #expect(first.value == [.created, .started] + later)
      #expect(second.value == [.created, .started] + later)
    }
  }
}
