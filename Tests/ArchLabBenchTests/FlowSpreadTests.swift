import ArchLabBenchOptions
import Foundation
import Testing

/// `--processes N`: the options it goes with, and the spread it prints.
@Suite("archlab-bench --processes")
struct FlowSpreadTests {
  @Test func runsTheFlowSuiteInSeveralProcesses() throws {
    let options = try Bench.suites("--suite flow --processes 5 --quick --filter StateFlow")
    #expect(options.processes == 5)
    #expect(
      options.commandLine(relativeTo: "/") == "archlab-bench --suite flow --filter StateFlow --processes 5 --quick")
  }

  @Test func refusesWhatASpreadCannotDo() {
    #expect(Bench.error("--processes 3") == "--processes runs the flow suite alone, once per process; add --suite flow")
    #expect(Bench.error("--suite flow --processes 1") == "--processes must be at least 2, got 1")
    #expect(
      Bench.error("--suite flow --processes 2 --json a.json --out b")
        == "--processes reports the spread on stdout; drop --out and --json")
    #expect(Bench.error("--scale 10 --processes 2") == "--scale runs instead of the suites; drop --processes")
  }

  @Test func readsEachProcesssJSONAndReportsEveryRatiosSpread() throws {
    let runs = try [1.80, 2.30, 1.90].map { ratio in
      try FlowSpread.Run(json: Data(Self.json(ratio: ratio, pass: ratio <= 2).utf8))
    }
    let spread = FlowSpread(runs: runs)
    #expect(!spread.allTargetsPass)
    let row = "| StateFlow.emit (100 subscribers) | Raw.emit (100 subscribers) | 1.80× | 1.90× | 2.30× |"
    #expect(spread.markdown.contains(row))
    #expect(!spread.markdown.contains("\n| Raw.emit (100 subscribers) |"))  // a baseline has no ratio
    #expect(spread.markdown.contains("- FAIL — emit ≤ 2× raw: passed in 2 of 3 processes, worst 2.30×, median 1.90×"))
    #expect(FlowSpread(runs: [runs[0], runs[2]]).allTargetsPass)
  }

  private static func json(ratio: Double, pass: Bool) -> String {
    """
    {"schema": "archlab-bench/1", "benchmarks": [
      {"name": "Raw.emit (100 subscribers)", "unit": "ns/emit", "median": 200, "min": 190, "max": 210,
       "baseline": null, "ratio": null},
      {"name": "StateFlow.emit (100 subscribers)", "unit": "ns/emit", "median": \(200 * ratio), "min": 1, "max": 2,
       "baseline": "Raw.emit (100 subscribers)", "ratio": \(ratio)}],
     "targets": [{"title": "emit ≤ 2× raw", "row": "StateFlow.emit (100 subscribers)", "limit": 2,
       "ratio": \(ratio), "pass": \(pass)}]}
    """
  }
}
