import ArchLabCLI

extension SuiteOptions {
  /// The suite options `parsed` gives.
  init(_ parsed: ParsedArguments) throws(CommandLineError) {
    self.init(
      suites: try parsed.value(of: BenchOptions.suite), givenCycles: try parsed.value(of: BenchOptions.cycles),
      outDirectory: try parsed.value(of: BenchOptions.out), jsonPath: try parsed.value(of: BenchOptions.json),
      coveragePath: try parsed.value(of: BenchOptions.coverage), quick: parsed.value(of: BenchOptions.quick),
      filter: try parsed.value(of: BenchOptions.filter), processes: try parsed.value(of: BenchOptions.processes))
    if processes != nil {
      if self.suites != [.flow] {
        throw .usage("--processes runs the flow suite alone, once per process; add --suite flow")
      }
      let written = [BenchOptions.out, BenchOptions.json, BenchOptions.coverage].map(\.spec)
      let given = (written + [BenchOptions.cycles.spec]).filter(parsed.isGiven)
      if !given.isEmpty {
        throw .usage("--processes reports the spread on stdout; drop \(BenchMode.list(given))")
      }
    }
  }
}
