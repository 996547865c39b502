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
    #expect(ledger.liveRecords.map(\.site.description) == ["profile.state @ ArchFlowTests/SubscribeCallSiteTests.swift:\(line)"])
    token.cancel()
  }
}
