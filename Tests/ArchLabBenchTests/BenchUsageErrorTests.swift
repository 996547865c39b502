import ArchFeatures
import ArchLabBenchOptions
import ArchLabCLI
import Testing

/// What a mistake on archlab-bench's command line prints: the shared
/// parser's messages, as `archlab` gives them, and exit code 2.
@Suite("archlab-bench usage errors")
struct BenchUsageErrorTests {
  @Test func namesAnUnknownOptionAndTheNearestOne() {
    #expect(Bench.error("--bogus") == "unknown option '--bogus' for 'archlab-bench'")
    #expect(Bench.error("--quik") == "unknown option '--quik' for 'archlab-bench'; did you mean '--quick'?")
    #expect(
      Bench.error("--lines-tre 10")
        == "unknown option '--lines-tre' for 'archlab-bench'; did you mean '--lines-tree'?")
    #expect(Bench.error("matrix") == "unexpected argument 'matrix' for 'archlab-bench'")
  }

  @Test func namesAnUnknownSuiteAndTheNearestOne() {
    #expect(
      Bench.error("--suite flwo") == "unknown suite 'flwo'; did you mean 'flow'? (choose one of flow, matrix, all)")
    #expect(Bench.error("--suite") == "--suite needs a value (flow, matrix, all)")
  }

  @Test func explainsABadNumberOrSeed() {
    #expect(Bench.error("--cycles 0") == "--cycles must be at least 1, got 0")
    #expect(Bench.error("--cycles many") == "--cycles needs a whole number, got 'many'")
    #expect(Bench.error("--scale -5") == "--scale must be at least 1, got -5")
    #expect(Bench.error("--lines-tree 10 --runs 0") == "--runs must be at least 1, got 0")
    #expect(
      Bench.error("--lifecycle-fuzz 1 --seed 0xzz") == "--seed needs a decimal or 0x hexadecimal number, got '0xzz'")
    #expect(Bench.error("--lifecycle-fuzz 1 --seed -1") == "--seed needs a decimal or 0x hexadecimal number, got '-1'")
  }

  @Test func refusesAnEmptyPathOrName() {
    #expect(Bench.error("--out=") == "--out needs a value")
    #expect(throws: CommandLineError.missingValue(option: "--out", allowedValues: [])) {
      try BenchCommand.parse(["--out", ""])
    }
    #expect(throws: CommandLineError.missingValue(option: "--feature", allowedValues: [])) {
      try BenchCommand.parse(["--lifecycle-fuzz", "1", "--feature", ""])
    }
  }

  @Test func refusesTwoModesAtOnce() {
    // NB: drop the `chosen.count > 1` check and --scale silently wins.
    #expect(
      Bench.error("--scale 10 --lifecycle-fuzz 5") == "--lifecycle-fuzz and --scale each run alone; give one of them")
    #expect(
      Bench.error("--scale 1 --lines-tree 2 --lifecycle-fuzz 3")
        == "--lifecycle-fuzz, --lines-tree and --scale each run alone; give one of them")
  }

  @Test func refusesTheSuitesOptionsWithAModeThatRunsAlone() {
    #expect(Bench.error("--scale 10 --suite flow") == "--scale runs instead of the suites; drop --suite")
    #expect(
      Bench.error("--lifecycle-fuzz 5 --cycles 3 --quick")
        == "--lifecycle-fuzz runs instead of the suites; drop --cycles and --quick")
  }

  @Test func refusesAModesOptionWithoutItsMode() {
    #expect(Bench.error("--runs 2") == "--runs goes with --lines-tree N")
    #expect(Bench.error("--seed 1 --variant mvp") == "--seed and --variant go with --lifecycle-fuzz N")
    #expect(Bench.error("--lines-tree 10 --feature search") == "--feature goes with --lifecycle-fuzz N or --scale N")
    #expect(Bench.error("--scale 10 --seed 1") == "--seed goes with --lifecycle-fuzz N")
  }

  @Test func aScaleRunOfAnUnknownScreenNamesTheNearest() throws {
    let error = #expect(throws: CommandLineError.self) { try FeatureSuite.standard.screens(named: "tikcer") }
    #expect(error?.exitCode == 2)
    #expect(error?.description.hasPrefix("unknown feature 'tikcer'; did you mean 'ticker'?") == true)
    #expect(try FeatureSuite.standard.screens(named: "ticker").map(\.name) == ["ticker"])
    #expect(try FeatureSuite.standard.screens(named: nil).count == FeatureSuite.standard.features.count)
  }

  @Test func everyUsageErrorExitsWithTwoAsArchlabDoes() throws {
    let error = #expect(throws: CommandLineError.self) { try BenchCommand.parse(["--bogus"]) }
    #expect(error?.exitCode == 2)
  }
}
