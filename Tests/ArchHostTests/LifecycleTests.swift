import ArchFlow
import ArchHost
import ArchTestSupport
import Testing

@Suite struct LifecycleTests {
  @Test func legalPathIsObservedInOrderThroughTheStateFlow() {
    let ledger = SubscriptionLedger()
    let lifecycle = Lifecycle(instance: 1, ledger: ledger)
    let seen = Box<[LifecycleState]>([])
    let token = lifecycle.state.subscribe { state in seen.withLock { $0.append(state) } }

    let path: [LifecycleState] = [
      .started, .resumed, .paused, .resumed, .paused, .stopped, .started, .stopped, .destroyed,
    ]
    for next in path { lifecycle.move(to: next) }

    #expect(seen.value == [.created] + path)
    #expect(lifecycle.current == .destroyed)
    token.cancel()
    #expect(ledger.liveCount == 0)
  }

  @Test func createdMayGoStraightToDestroyed() {
    let lifecycle = Lifecycle()
    lifecycle.move(to: .destroyed)
    #expect(lifecycle.current == .destroyed)
  }

  @Test func isAtLeastStartedIsTrueOnlyWhileVisible() {
    let visible = LifecycleState.allCases.filter(\.isAtLeastStarted)
    #expect(visible == [.started, .resumed, .paused])
  }

  @Test func observeEndsItsSubscriptionAtDestroyed() {
    // NB: remove `slot.cancel()` in Lifecycle.observe and the ledger keeps 1.
    let ledger = SubscriptionLedger()
    let lifecycle = Lifecycle(ledger: ledger)
    let seen = Box<[LifecycleState]>([])
    lifecycle.observe { state in seen.withLock { $0.append(state) } }
    #expect(ledger.liveCount == 1)

    lifecycle.move(to: .destroyed)

    #expect(seen.value == [.created, .destroyed])
    #expect(ledger.liveCount == 0)
  }

  @Test func anObservationReadsCancelledOnceCancelledOrDestroyed() {
    // NB: in TokenSlot.isCancelled, read `false` — neither token reads cancelled.
    let lifecycle = Lifecycle()
    let cancelled = lifecycle.observe { _ in }
    let ended = lifecycle.observe { _ in }
    #expect(!cancelled.isCancelled)
    cancelled.cancel()
    #expect(cancelled.isCancelled)
    #expect(!ended.isCancelled)
    lifecycle.move(to: .destroyed)
    #expect(ended.isCancelled)
  }

  @Test func observingAnAlreadyDestroyedLifecycleLeavesNoSubscription() {
    let ledger = SubscriptionLedger()
    let lifecycle = Lifecycle(ledger: ledger)
    lifecycle.move(to: .destroyed)
    let seen = Box<[LifecycleState]>([])

    lifecycle.observe { state in seen.withLock { $0.append(state) } }

    #expect(seen.value == [.destroyed])
    #expect(ledger.liveCount == 0)
  }

  @Test func observeTokenEndsTheObservationEarly() {
    let ledger = SubscriptionLedger()
    let lifecycle = Lifecycle(ledger: ledger)
    let seen = Box<[LifecycleState]>([])
    let token = lifecycle.observe { state in seen.withLock { $0.append(state) } }

    token.cancel()
    lifecycle.move(to: .started)

    #expect(seen.value == [.created])
    #expect(ledger.liveCount == 0)
  }

  @Test func everyTransitionOutsideTheTableIsIllegal() {
    let legal: Set<[LifecycleState]> = [
      [.created, .started], [.started, .resumed], [.started, .stopped], [.resumed, .paused],
      [.paused, .resumed], [.paused, .stopped], [.stopped, .started], [.stopped, .destroyed],
      [.created, .destroyed],
    ]
    for from in LifecycleState.allCases {
      for to in LifecycleState.allCases {
        #expect(from.legalNextStates.contains(to) == legal.contains([from, to]), "\(from) → \(to)")
      }
    }
  }

  // MARK: - Illegal transitions stop the process

  @Test func resumedToDestroyedStopsWithAMessageNamingBothStatesAndTheLegalOnes() async {
    // NB: make move(to:) accept any state and this exit test fails.
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let lifecycle = Lifecycle(instance: 3)
      lifecycle.move(to: .started)
      lifecycle.move(to: .resumed)
      lifecycle.move(to: .destroyed)
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(message.contains("Illegal lifecycle transition resumed → destroyed (view instance 3)"))
    #expect(message.contains("From resumed the legal next states are: paused."))
  }

  @Test func createdToResumedStops() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      Lifecycle().move(to: .resumed)
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(message.contains("Illegal lifecycle transition created → resumed (view instance 0)"))
    #expect(message.contains("From created the legal next states are: started, destroyed."))
  }

  @Test func startedToPausedStops() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let lifecycle = Lifecycle()
      lifecycle.move(to: .started)
      lifecycle.move(to: .paused)
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(message.contains("Illegal lifecycle transition started → paused (view instance 0)"))
    #expect(message.contains("From started the legal next states are: resumed, stopped."))
  }

  @Test func pausedToDestroyedStops() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let lifecycle = Lifecycle()
      for next in [LifecycleState.started, .resumed, .paused, .destroyed] { lifecycle.move(to: next) }
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(message.contains("Illegal lifecycle transition paused → destroyed (view instance 0)"))
    #expect(message.contains("From paused the legal next states are: resumed, stopped."))
  }

  @Test func movingToTheSameStateStops() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let lifecycle = Lifecycle()
      lifecycle.move(to: .started)
      lifecycle.move(to: .started)
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(message.contains("Illegal lifecycle transition started → started (view instance 0)"))
    #expect(message.contains("From started the legal next states are: resumed, stopped."))
  }

  @Test func destroyedIsFinal() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let lifecycle = Lifecycle()
      lifecycle.move(to: .destroyed)
      lifecycle.move(to: .started)
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(message.contains("destroyed → started"))
    #expect(message.contains("none, destroyed is final"))
  }
}
