import ArchFlow
import Testing

extension CoreContract {
  /// A subscriber may set the value, subscribe, or cancel any subscription
  /// while being called: no deadlock, and every subscriber sees the same order
  /// of values and ends on the latest.
  @Suite("StateFlow reentrancy", .timeLimit(.minutes(1)))
  struct StateFlowReentrancyTests {
    let ledger = SubscriptionLedger()

    @Test func subscriberThatClampsTheValueLeavesEverySubscriberOnTheClampedValue() {
      // NB: in StateFlow.drain, drop the `version != deliveredVersion` branch — nobody hears the clamped 10.
      let flow = MutableStateFlow(0, ledger: ledger)
      let before = Recorder<Int>()
      let clamp = Recorder<Int>()
      let after = Recorder<Int>()
      let tokens = [
        flow.subscribe { before.record($0) },
        flow.subscribe { value in
          clamp.record(value)
          if value > 10 { flow.value = 10 }
        },
        flow.subscribe { after.record($0) },
      ]
      flow.value = 15
      #expect(flow.value == 10)
      for seen in [before, clamp, after] { #expect(seen.values == [0, 15, 10]) }
      flow.value = 3
      for seen in [before, clamp, after] { #expect(seen.values == [0, 15, 10, 3]) }
      for token in tokens { token.cancel() }
    }

    @Test func subscriberThatClampsDuringItsFirstCallLeavesEverySubscriberOnTheClampedValue() {
      let flow = MutableStateFlow(15, ledger: ledger)
      let witness = Recorder<Int>()
      let clamp = Recorder<Int>()
      let a = flow.subscribe { witness.record($0) }
      let b = flow.subscribe { value in
        clamp.record(value)
        if value > 10 { flow.update { $0 = min($0, 10) } }
      }
      #expect(flow.value == 10)
      #expect(clamp.values == [15, 10])
      #expect(witness.values == [15, 10])
      a.cancel()
      b.cancel()
    }

    @Test func subscriberAddedWhileBeingCalledGetsTheCurrentValueBeforeTheOuterSetReturns() {
      // NB: in StateFlow.drain, drop the `newcomers` branch — the newcomer waits for the next value.
      let flow = MutableStateFlow(0, ledger: ledger)
      let newcomer = Recorder<Int>()
      let newcomerToken = CallbackTokenSlot()
      let once = Once()
      let spawner = flow.subscribe { value in
        if value == 1, once() {
          newcomerToken.set(flow.subscribe { newcomer.record($0) })
        }
      }
      flow.value = 1
      #expect(newcomer.values == [1])
      flow.value = 2
      flow.value = 3
      #expect(newcomer.values == [1, 2, 3])
      #expect(ledger.liveCount == 2)
      spawner.cancel()
      newcomerToken.cancel()
    }

    @Test func subscriberThatCancelsItselfIsNotCalledAgain() {
      let flow = MutableStateFlow(0, ledger: ledger)
      let quitter = Recorder<Int>()
      let witness = Recorder<Int>()
      let slot = CallbackTokenSlot()
      slot.set(
        flow.subscribe { value in
          quitter.record(value)
          if value == 2 { slot.cancel() }
        })
      let token = flow.subscribe { witness.record($0) }
      for value in 1...4 { flow.value = value }
      #expect(quitter.values == [0, 1, 2])
      #expect(witness.values == [0, 1, 2, 3, 4])
      #expect(ledger.liveCount == 1)
      token.cancel()
    }

    @Test func subscriberCancelledByAnotherBeforeItsTurnIsNotCalledInThatPass() {
      // NB: in _Subscriber.deliver, drop the `cancelled` check — both see 1.
      let flow = MutableStateFlow(0, ledger: ledger)
      let a = Recorder<Int>()
      let b = Recorder<Int>()
      let witness = Recorder<Int>()
      let slotA = CallbackTokenSlot()
      let slotB = CallbackTokenSlot()
      // Each cancels the other on 1: whichever is called first stops the
      // other, which has not been called yet in this pass. Subscribers are
      // called in no promised order, so the test does not say which.
      slotA.set(
        flow.subscribe { value in
          a.record(value)
          if value == 1 { slotB.cancel() }
        })
      slotB.set(
        flow.subscribe { value in
          b.record(value)
          if value == 1 { slotA.cancel() }
        })
      let token = flow.subscribe { witness.record($0) }
      flow.value = 1
      let survivors = [a, b].filter { $0.values.contains(1) }
      #expect(survivors.count == 1)
      flow.value = 2
      #expect(survivors.first?.values == [0, 1, 2])
      #expect([a, b].filter { $0.values == [0] }.count == 1)
      #expect(witness.values == [0, 1, 2])
      #expect(ledger.liveCount == 2)
      slotA.cancel()
      slotB.cancel()
      token.cancel()
      #expect(ledger.liveCount == 0)
    }

    @Test func reentrantSubscribersAllSeeTheSameOrderAndEndOnTheLatest() {
      let flow = MutableStateFlow(0, ledger: ledger)
      let witness = Recorder<Int>()
      let witnessToken = flow.subscribe { witness.record($0) }

      // Clamps above 100.
      let clamp = Recorder<Int>()
      let clampToken = flow.subscribe { value in
        clamp.record(value)
        if value > 100 { flow.value = 100 }
      }
      // Subscribes a new recorder on every multiple of 3.
      let spawned = Recorder<Recorder<Int>>()
      let spawnedTokens = Recorder<any Cancellable>()
      let spawnerToken = flow.subscribe { value in
        guard value % 3 == 0 else { return }
        let seen = Recorder<Int>()
        spawned.record(seen)
        spawnedTokens.record(flow.subscribe { seen.record($0) })
      }
      // Cancels itself on 5.
      let quitter = Recorder<Int>()
      let quitterSlot = CallbackTokenSlot()
      quitterSlot.set(
        flow.subscribe { value in
          quitter.record(value)
          if value == 5 { quitterSlot.cancel() }
        })
      // Bumps 7 to 8 (a set from inside a callback).
      let bumper = Recorder<Int>()
      let bumperToken = flow.subscribe { value in
        bumper.record(value)
        if value == 7 { flow.update { $0 = max($0, 8) } }
      }

      for value in [1, 2, 3, 4, 5, 6, 7, 150, 9, 12, 7, 30] { flow.value = value }

      let latest = flow.value
      #expect(latest == 30)
      let reference = witness.values
      #expect(reference == [0, 1, 2, 3, 4, 5, 6, 7, 8, 150, 100, 9, 12, 7, 8, 30])
      for seen in [clamp, bumper] + spawned.values {
        #expect(isSubsequence(seen.values, of: reference), "\(seen.values) is out of order")
        #expect(seen.last == latest)
      }
      #expect(clamp.values == reference)
      #expect(quitter.values == [0, 1, 2, 3, 4, 5])
      #expect(spawned.count >= 4)
      for token in [witnessToken, clampToken, spawnerToken, bumperToken] + spawnedTokens.values {
        token.cancel()
      }
      #expect(ledger.liveCount == 0)
    }
  }
}
