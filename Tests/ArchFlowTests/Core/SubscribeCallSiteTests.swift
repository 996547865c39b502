import ArchFlow
import Testing

@Suite struct SubscribeCallSiteTests {
  @Test func aClosureValueCanBePassedAsTheSubscriber() {
    let flow = MutableStateFlow(1, ledger: SubscriptionLedger())
    let seen = Recorder<Int>()
    let handler: @Sendable (Int) -> Void = { seen.record($0) }
    let token = flow.subscribe(handler)
    flow.value = 2
    #expect(seen.values == [1, 2])
    token.cancel()
  }

  @Test func aLabelledSubscriptionIsNamedInTheLedger() {
    let ledger = SubscriptionLedger()
    ledger.startRecording()
    let flow = MutableStateFlow(0, ledger: ledger)
    let (token, line) = (flow.subscribe(label: "profile.state") { _ in }, #line)
    let site = "profile.state @ ArchFlowTests/SubscribeCallSiteTests.swift:\(line)"
    #expect(ledger.liveRecords.map(\.site.description) == [site])
    token.cancel()
  }
}

@Suite struct ValuesCallSiteTests {
  @Test func valuesCalledWithoutArgumentsRecordsTheConsumersLine() async {
    let ledger = SubscriptionLedger()
    ledger.startRecording()
    let flow = MutableStateFlow(0, ledger: ledger)
    var (iterator, line) = (flow.values().makeAsyncIterator(), #line)
    _ = await iterator.next()
    #expect(ledger.liveRecords.map(\.site.description) == ["ArchFlowTests/SubscribeCallSiteTests.swift:\(line)"])
  }

  @Test func aChannelConsumerMadeWithACallSiteStillGivesBackUntakenEvents() async {
    let channel = EventChannel<String>(ledger: SubscriptionLedger())
    channel.send("navigate")
    channel.send("showMessage")
    do {
      var oldView = channel.values(label: "old view").makeAsyncIterator()
      #expect(await oldView.next() == "navigate")
    }  // the old view goes away with "showMessage" received but not taken
    let newView = Recorder<String>()
    let token = channel.subscribe { newView.record($0) }
    #expect(newView.values == ["showMessage"])
    token.cancel()
  }
}

@Suite struct ChannelHandBackThroughGenericCodeTests {
  /// Takes one value through whatever `values` the flow provides, the way
  /// generic code (a lifecycle-aware collector) would.
  private func takeOne<F: Flow>(from flow: F) async -> F.Element? {
    var iterator = flow.values(label: "generic consumer").makeAsyncIterator()
    return await iterator.next()
  }

  @Test(arguments: ["generic", "erased"])
  func aChannelConsumerMadeThroughGenericCodeGivesBackUntakenEvents(path: String) async {
    let channel = EventChannel<String>(ledger: SubscriptionLedger())
    channel.send("navigate")
    channel.send("showMessage")
    // NB: make `values(at:buffering:)` an extension method again (not a
    // requirement) and generic code loses "showMessage".
    let first = path == "generic" ? await takeOne(from: channel) : await takeOne(from: AnyFlow(channel))
    #expect(first == "navigate")
    let next = Recorder<String>()
    let token = channel.subscribe { next.record($0) }
    #expect(next.values == ["showMessage"])
    token.cancel()
  }
}
