import ArchFeatures
import ArchTestSupport
import Testing

/// Random lifecycle sequences on every disciplined variant of every screen
/// (50 each, 200 in a full run: ``TestScale``): no render after destroy,
/// the reference model's final frame, clean probes. (The bug below fails
/// about 4 in 10 sequences, so 50 catch it every time;
/// `archlab-bench --lifecycle-fuzz` runs 100,000.)
@Suite struct LifecycleFuzzTests {
  static let sequencesPerPair = UInt64(TestScale.count(quick: 50, full: 200))

  // NB: delete `search.cancelAll()` in SearchPresenter.typed and search / mvp
  // fails: a stale answer lands after a newer keystroke.
  @Test(arguments: FuzzPair.standard { !$0.contains(.leaksOnPurpose) })
  func disciplinedVariantPassesEverySequence(_ pair: FuzzPair) {
    let failures = pair.failures(count: Self.sequencesPerPair)
    let first = failures.first.map(String.init(describing:)) ?? ""
    #expect(failures.isEmpty, "\(failures.count) of \(Self.sequencesPerPair) failed; the first:\n\(first)")
  }
}
