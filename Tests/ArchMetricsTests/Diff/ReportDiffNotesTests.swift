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

  @Test func runsAtDifferentCyclesAreFlagged() throws {
    var more = SampleReport.make()
    more.cycles *= 10
    let diff = try ReportDiff(old: SampleReport.make(), new: more)
    #expect(diff.notes.count == 1)
    #expect(diff.text().contains("note: the runs used different cycles"))
    #expect(try ReportDiff(old: SampleReport.make(), new: SampleReport.make()).notes.isEmpty)
  }
}
