import Testing

@testable import ArchCodebase
@testable import ArchMetrics

/// A 99th percentile needs a hundred samples; of fewer, the table says it
/// shows the slowest one (issue 38).
@Suite struct TimingTailTests {
  @Test func fewerThanAHundredSamplesShowTheirMaxAndSaySo() {
    var report = ArchLabReport(machine: "m", command: "c", cycles: 1)
    report.timings = [
      TimingRow(name: "few", nanoseconds: SampleSummary((1...21).map(Double.init))),
      TimingRow(name: "many", nanoseconds: SampleSummary((1...1000).map(Double.init))),
    ]
    let table = MarkdownRenderer().render(report)
    // NB: show p99 whatever the count to see the 21-sample row read "p99 21 ns", its max.
    #expect(table.contains("| few | 11 ns | max 21 ns | 21 |"))
    #expect(table.contains("| many |"))
    #expect(!table.contains("| many | 500 ns | max"))
    #expect(table.contains("p99 (max under 100 runs)"))
  }
}

/// `diff`'s heading says what a run measured on, not a placeholder machine.
@Suite struct DiffSourceTests {
  @Test func anUntimedRunSaysNothingTimedAndAClaimsRunItsCommandAlone() {
    let untimed = ArchLabReport(machine: "any (nothing timed)", command: "archlab compare", cycles: 20, timed: false)
    // NB: print the machine of an untimed run to see "any (nothing timed)" again.
    #expect(ReportDiff.source(untimed) == "archlab compare (nothing timed, 20 cycles)")
    let timed = ArchLabReport(machine: "Linux x86_64", command: "archlab-bench", cycles: 1)
    #expect(ReportDiff.source(timed) == "archlab-bench (Linux x86_64, 1 cycle)")
  }
}
