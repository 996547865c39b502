import ArchMetrics
import Testing

/// What a diff must not claim: an unmeasured timing is not a change to zero,
/// and runs at different scales are flagged.
@Suite struct ReportDiffNotesTests {
  @Test func untimedSummariesAreNotFigures() throws {
    let timed = SampleReport.make()
    var untimed = timed
    for index in untimed.matrix.indices { untimed.matrix[index].popLatency = SampleSummary([]) }
    let diff = try ReportDiff(old: timed, new: untimed)
    // NB: let `summaryFigures` keep empty summaries and "changed … -100%" appears.
    #expect(!diff.figures.contains { $0.key.hasSuffix("popLatency/median") && $0.new != nil })
    #expect(!diff.changed.contains { $0.key.contains("popLatency") && $0.new != nil })
  }

  /// A timed run against an untimed one: every timing is unmeasured on one
  /// side, and none is reported as removed or added.
  @Test func timingsOfAnUntimedRunAreUnmeasuredNotRemoved() throws {
    let timed = SampleReport.make()
    var untimed = timed
    untimed.timed = false
    untimed.timings = []
    for index in untimed.matrix.indices { untimed.matrix[index].popLatency = nil }
    for (old, new) in [(timed, untimed), (untimed, timed)] {
      let diff = try ReportDiff(old: old, new: new)
      let timings = diff.figures.filter { $0.key.hasPrefix("timings/") || $0.key.contains("/popLatency/") }
      #expect(!timings.isEmpty)
      // NB: drop the `timed` flag from the diff and the timings read "removed" one way, "added" the other.
      #expect(timings.allSatisfy { $0.status == .unmeasured }, "\(timings.filter { $0.status != .unmeasured })")
      #expect(diff.changed.allSatisfy { !$0.isTiming })
      #expect(diff.notes.contains { $0.contains("measured in one run only") })
    }
  }

  @Test func runsAtDifferentCyclesAreFlagged() throws {
    var more = SampleReport.make()
    more.cycles *= 10
    let diff = try ReportDiff(old: SampleReport.make(), new: more)
    #expect(diff.notes.count == 1)
    #expect(diff.text().contains("note: the runs used different cycles"))
    #expect(try ReportDiff(old: SampleReport.make(), new: SampleReport.make()).notes.isEmpty)
  }
}
