import ArchCodebase
import ArchMetrics
import Testing

/// Comparing two reports: changed, added and removed figures, timing
/// significance, changed verdicts, and the rendered diff.
@Suite struct ReportDiffTests {
  let old = SampleReport.make()

  func figure(_ diff: ReportDiff, _ key: String) throws -> FigureChange {
    try #require(diff.figures.first { $0.key == key }, "\(key)")
  }

  @Test func identicalReportsHaveNoChanges() throws {
    let diff = try ReportDiff(old: old, new: old)
    #expect(diff.changed.isEmpty)
    #expect(diff.claims.isEmpty)
    #expect(diff.text().contains("No figure changed."))
    #expect(try figure(diff, "lines/search/mvp/presenter").status == .unchanged)
  }

  @Test func findsAChangedLeakFigure() throws {
    // NB: leave liveSubscriptions out of ReportDiff.figures(of:) to watch this fail.
    var new = old
    new.matrix[1].liveSubscriptions = 50
    let diff = try ReportDiff(old: old, new: new)
    #expect(diff.changed.map(\.key) == ["matrix/profile/mvp-leaky/liveSubscriptions"])
    let change = try figure(diff, "matrix/profile/mvp-leaky/liveSubscriptions")
    #expect(change.old == 200 && change.new == 50)
    #expect(change.absoluteChange == -150)
    #expect(change.percentChange == -75)
    #expect(!change.isTiming && change.test == nil)
  }

  @Test func tellsASignificantTimingChangeFromNoise() throws {
    // NB: compare p with 0.5 instead of WelchTest.alpha to watch the second expectation fail.
    var new = old
    var significantOld = old
    significantOld.timings[0].nanoseconds = SampleReport.summary(mean: 100, sd: 10, count: 50)
    new.timings[0].nanoseconds = SampleReport.summary(mean: 200, sd: 10, count: 50)
    significantOld.timings[1].nanoseconds = SampleReport.summary(mean: 100, sd: 30, count: 5)
    new.timings[1].nanoseconds = SampleReport.summary(mean: 101, sd: 30, count: 5)
    let diff = try ReportDiff(old: significantOld, new: new)
    let big = try figure(diff, "timings/cancel a callback subscription/median")
    let small = try figure(diff, "timings/cancel a task-based subscription/median")
    #expect(big.isSignificant && big.status == .changed)
    #expect(!small.isSignificant && small.status == .changed)
    #expect(try #require(small.test).pValue > 0.9)
    let text = diff.text()
    #expect(text.contains("significant (p < 0.001)"))
    #expect(text.contains("not significant (p = 0.959)"))
  }

  @Test func aSingleSampleIsNeverSignificant() throws {
    var before = old
    var after = old
    before.timings[0].nanoseconds = SampleReport.summary(mean: 100, sd: 0, count: 1)
    after.timings[0].nanoseconds = SampleReport.summary(mean: 900, sd: 0, count: 1)
    let change = try figure(ReportDiff(old: before, new: after), "timings/cancel a callback subscription/median")
    #expect(change.test == nil && !change.isSignificant)
  }

  @Test func aFigureOf1e308ReadsAsANumberAndItsChangeNeverAsInf() throws {
    var before = old
    var after = old
    before.timings[0].nanoseconds = SampleReport.summary(mean: 1, sd: 0, count: 1)
    after.timings[0].nanoseconds = SampleReport.summary(mean: 1e308, sd: 0, count: 1)
    let diff = try ReportDiff(old: before, new: after)
    let change = try figure(diff, "timings/cancel a callback subscription/median")
    // NB: return change / |old| × 100 unchecked and this reads +inf%: 1e310 % is past any Double.
    #expect(change.percentChange == nil)
    let line = try #require(diff.text().split(separator: "\n").first { $0.contains("cancel a callback") })
    #expect(line.contains("1.00e+299 s") && !line.contains("inf"), "\(line)")
  }

  @Test func listsAddedAndRemovedFigures() throws {
    var new = old
    new.matrix.removeAll { $0.feature == "search" && $0.variant == "mvvm-flow" }
    new.timings.append(
      TimingRow(name: "subscribe and cancel", nanoseconds: SampleReport.summary(mean: 300, sd: 20, count: 100)))
    let diff = try ReportDiff(old: old, new: new)
    #expect(try figure(diff, "timings/subscribe and cancel/median").status == .added)
    #expect(try figure(diff, "timings/subscribe and cancel/p99").status == .added)
    #expect(try figure(diff, "matrix/search/mvvm-flow/liveSubscriptions").status == .removed)
    #expect(try figure(diff, "matrix/search/mvvm-flow/popLatency/median").status == .removed)
    #expect(diff.changed.filter { $0.status == .removed }.count == 14)
  }

  @Test func listsClaimsWhoseVerdictChanged() throws {
    var new = old
    new.claims[1].verdict = .holds
    new.claims.remove(at: 2)
    new.claims.append(ClaimRow(claim: "a new claim", measured: "-", verdict: .notMeasured, method: "-"))
    let diff = try ReportDiff(old: old, new: new)
    #expect(diff.claims == [
      ClaimChange(claim: "MVVM needs less code than MVP", old: .partly, new: .holds),
      ClaimChange(claim: "a new claim", old: nil, new: .notMeasured),
      ClaimChange(claim: "forgetting to cancel leaks nothing", old: .doesNotHold, new: nil),
    ])
    #expect(diff.markdown().contains("| MVVM needs less code than MVP | partly | holds |"))
  }

  @Test func refusesReportsOfDifferentSchemas() {
    var future = old
    future.schema = old.schema + 1
    #expect(throws: ReportDiffError.schemaMismatch(old: old.schema, new: old.schema + 1)) {
      try ReportDiff(old: old, new: future)
    }
  }

  @Test func textShowsOnlyChangedFiguresUnlessAskedAndStaysAligned() throws {
    var new = old
    new.matrix[0].upstreamIdleAfterPop = nil
    new.lines[0].code = 48
    let diff = try ReportDiff(old: old, new: new)
    let text = diff.text()
    #expect(text.contains("Changed figures (2 of \(diff.figures.count))"))
    #expect(text.contains("busy"))
    #expect(!text.contains("lines/profile/mvp/view"))
    let all = diff.text(showUnchanged: true)
    #expect(all.contains("lines/profile/mvp/view"))
    for block in SampleReport.textBlocks(all) {
      #expect(Set(block.lines.map(\.count)).count == 1, "\(block.title)")
    }
    let markdownRows = diff.markdown().split(separator: "\n").filter { $0.hasPrefix("| lines/") }
    #expect(markdownRows == ["| lines/profile/mvp/model | changed | 40 | 48 | +8 | +20.0% |  |"])
  }
}
