import ArchFeatures
import ArchLabBenchOptions
import Testing

/// The commands archlab-bench prints for a reader to run again: the one
/// its report records and a fuzz failure's replay line.
@Suite("archlab-bench printed commands")
struct BenchCommandLineTests {
  @Test func recordsTheRunAsParsedWithPathsInsideTheFolderRelative() throws {
    let options = try BenchCommand.parse(["--suite", "matrix", "--coverage=/work/lab/.build/cov.json", "--quick"])
    guard case .run(.suites(let suites)) = options else { throw Bench.NotAMode() }
    let line = suites.commandLine(relativeTo: "/work/lab/")
    #expect(line == "archlab-bench --suite matrix --coverage .build/cov.json --quick")
  }

  @Test func aFullRunRecordsNoDefaults() throws {
    #expect(try Bench.suites("").commandLine(relativeTo: "/") == "archlab-bench")
    #expect(try Bench.suites("--suite all --cycles 200").commandLine(relativeTo: "/") == "archlab-bench --cycles 200")
  }

  @Test func quotesWhatAShellWouldSplit() throws {
    let options = SuiteOptions(suites: [.flow], outDirectory: "/tmp/my run", filter: "StateFlow.emit (1 subscriber)")
    let line = options.commandLine(relativeTo: "/work/")
    #expect(line == "archlab-bench --suite flow --out '/tmp/my run' --filter 'StateFlow.emit (1 subscriber)'")
    #expect(SuiteOptions(filter: "it's").commandLine(relativeTo: "/") == #"archlab-bench --filter 'it'\''s'"#)
  }

  @Test func theRecordedCommandParsesBackToTheSameRun() throws {
    let options = try Bench.suites("--suite flow --cycles 9 --json flow.json --filter emit --quick")
    let again = try Bench.suites(String(options.commandLine(relativeTo: "/").dropFirst("archlab-bench ".count)))
    #expect(again == options)
  }

  @Test func aFuzzFailuresReplayLineParses() throws {
    let failure = FuzzFailure(seed: 42, feature: "search", variant: "mvp", actions: [], check: "a check")
    let words = Bench.words(failure.benchReplay)
    let arguments = Array(words.drop { $0 != "--lifecycle-fuzz" })
    // NB: parse --seed as decimal only and this replay line no longer runs.
    #expect(
      try BenchCommand.parse(arguments)
        == .run(.lifecycleFuzz(FuzzOptions(count: 1, seed: 42, feature: "search", variant: "mvp"))))
  }
}
