import ArchFlow
import Testing

/// A site's label can be made of two parts, joined only when it is read:
/// a label derived for every new view costs nothing until a report.
@Suite struct SubscriptionSiteTests {
  @Test func aLabelWithASuffixReadsJoinedAndSettingTheLabelDropsTheSuffix() {
    // NB: in SubscriptionSite.label's getter, return labelBase alone and the first check fails.
    var site = SubscriptionSite(label: "login.render", suffix: ".lifecycle", fileID: "A/B.swift", line: 7)
    #expect(site.label == "login.render.lifecycle")
    #expect(site.description == "login.render.lifecycle @ A/B.swift:7")

    site.label = "login.events"
    #expect(site.label == "login.events")
    site.label = nil
    #expect(site.label == nil)
    #expect(site.description == "A/B.swift:7")
  }

  @Test func aSuffixTakesOneWordOfTheSiteThatEverySubscribePasses() {
    // NB: store the suffix as a `StaticString?` again — the site grows to 72 bytes.
    #expect(MemoryLayout<SubscriptionSite>.size <= 56)
  }

  @Test func anEmptyLabelIsALabelAndNoLabelIsNil() {
    // The label is kept as a `String` and a flag: "" must not read as no label.
    var site = SubscriptionSite(label: "", fileID: "A/B.swift", line: 7)
    #expect(site.label == "")
    #expect(site.description == " @ A/B.swift:7")
    site.label = nil
    #expect(site.label == nil)
    site.label = ""
    #expect(site.label == "")
    #expect(SubscriptionSite(fileID: "A/B.swift", line: 7).label == nil)
    #expect(SubscriptionSite(label: "", suffix: ".x", fileID: "A/B.swift", line: 7).label == ".x")
  }

  @Test func aSuffixWithoutALabelLeavesTheSiteUnlabelled() {
    let site = SubscriptionSite(label: nil, suffix: ".lifecycle", fileID: "A/B.swift", line: 7)
    #expect(site.label == nil)
  }

  @Test func aLedgerRecordNamesTheJoinedLabel() {
    let ledger = SubscriptionLedger()
    ledger.startRecording()
    let flow = MutableStateFlow(0, ledger: ledger)
    let site = SubscriptionSite(label: "ticker.render", suffix: ".lifecycle", fileID: "A/B.swift", line: 3)
    let token = flow.subscribe(at: site) { _ in }
    #expect(ledger.liveRecords.map(\.site.label) == ["ticker.render.lifecycle"])
    token.cancel()
  }
}
