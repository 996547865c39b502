import ArchFlow
import Testing

extension CoreContract {
  @Suite("EventChannel")
  struct EventChannelTests {
    let ledger = SubscriptionLedger()

    @Test func eventsSentWithNoCollectorAreBufferedAndDeliveredInOrderToTheNextCollector() {
      // NB: in EventChannel.subscribe, skip the drain (`mustDrain`) — buffered events wait for the next send.
      let channel = EventChannel<Int>(ledger: ledger)
      for event in 1...3 { channel.send(event) }
      #expect(channel.bufferedCount == 3)
      let seen = Recorder<Int>()
      let token = channel.subscribe { seen.record($0) }
      #expect(seen.values == [1, 2, 3])
      #expect(channel.bufferedCount == 0)
      channel.send(4)
      #expect(seen.values == [1, 2, 3, 4])
      token.cancel()
    }

    @Test func eachEventIsDeliveredExactlyOnceAcrossTwoCollectors() {
      let channel = EventChannel<Int>(ledger: ledger)
      let first = Recorder<Int>()
      let second = Recorder<Int>()
      let a = channel.subscribe { first.record($0) }
      let b = channel.subscribe { second.record($0) }
      for event in 0..<1_000 { channel.send(event) }
      #expect((first.values + second.values).sorted() == Array(0..<1_000))
      #expect(first.values == first.values.sorted())
      #expect(second.values == second.values.sorted())
      a.cancel()
      b.cancel()
    }

    @Test func eventsGoToTheLongestStandingCollector() {
      let channel = EventChannel<Int>(ledger: ledger)
      let first = Recorder<Int>()
      let second = Recorder<Int>()
      let a = channel.subscribe { first.record($0) }
      let b = channel.subscribe { second.record($0) }
      channel.send(1)
      a.cancel()
      channel.send(2)
      #expect(first.values == [1])
      #expect(second.values == [2])
      b.cancel()
    }

    @Test func anEventIsNotReplayedToALaterCollector() {
      let channel = EventChannel<Int>(ledger: ledger)
      let first = Recorder<Int>()
      let a = channel.subscribe { first.record($0) }
      channel.send(1)
      a.cancel()
      let second = Recorder<Int>()
      let b = channel.subscribe { second.record($0) }
      #expect(first.values == [1])
      #expect(second.values.isEmpty)
      b.cancel()
    }

    @Test func eventSentDuringRotationReachesTheNewCollectorOnce() {
      // NB: in _SubscriberList.remove, return before removing the node — the old view gets the event.
      let channel = EventChannel<String>(ledger: ledger)
      let oldView = Recorder<String>()
      let newView = Recorder<String>()
      let a = channel.subscribe { oldView.record($0) }
      channel.send("before")
      a.cancel()  // the old view goes away
      channel.send("navigate")  // raised mid-rotation: nobody collects
      let b = channel.subscribe { newView.record($0) }  // the new view arrives
      channel.send("after")
      #expect(oldView.values == ["before"])
      #expect(newView.values == ["navigate", "after"])
      a.cancel()  // idempotent
      #expect(ledger.liveCount == 1)
      b.cancel()
      #expect(ledger.liveCount == 0)
    }

    @Test func eventSentFromInsideACollectorIsDeliveredAfterTheCurrentOne() {
      // NB: in EventChannel.send, drain even when `list.delivering` — 10 arrives inside the call for 1.
      let channel = EventChannel<Int>(ledger: ledger)
      let seen = Recorder<Int>()
      let token = channel.subscribe { event in
        seen.record(event)
        if event == 1 {
          channel.send(10)
          channel.send(11)
          seen.record(-1)  // marks the end of this call
        }
      }
      channel.send(1)
      channel.send(2)
      #expect(seen.values == [1, -1, 10, 11, 2])
      token.cancel()
    }

    @Test func collectorThatCancelsItselfMidDeliveryLeavesTheRestBufferedForTheNext() {
      // NB: in EventChannel.drain, pop the event before checking for a collector — 2 is lost.
      let channel = EventChannel<Int>(ledger: ledger)
      let first = Recorder<Int>()
      let slot = CallbackTokenSlot()
      slot.set(
        channel.subscribe { event in
          first.record(event)
          if event == 1 {
            channel.send(2)  // queued behind the current event
            channel.send(3)
            slot.cancel()
          }
        })
      channel.send(1)
      #expect(first.values == [1])
      #expect(channel.bufferedCount == 2)
      let second = Recorder<Int>()
      let token = channel.subscribe { second.record($0) }
      #expect(second.values == [2, 3])
      token.cancel()
    }

    @Test func releasedChannelsCollectorsLeaveTheLedger() {
      weak var released: EventChannel<Int>?
      do {
        let channel = EventChannel<Int>(ledger: ledger)
        released = channel
        _ = channel.subscribe { _ in }
        #expect(ledger.liveCount == 1)
      }
      #expect(released == nil)
      #expect(ledger.liveCount == 0)
    }

    @Test func eventsHandedToAValuesConsumerThatGoesAwayAreNotLost() async {
      let channel = EventChannel<String>(ledger: ledger)
      channel.send("navigate")
      channel.send("showMessage")
      do {
        var oldView = channel.values.makeAsyncIterator()
        #expect(await oldView.next() == "navigate")
      }  // the old view's loop ends (rotation) before it asks for the next event
      #expect(ledger.liveCount == 0)
      let newView = Recorder<String>()
      let token = channel.subscribe { newView.record($0) }
      #expect(newView.values == ["showMessage"])
      token.cancel()
    }
  }
}
