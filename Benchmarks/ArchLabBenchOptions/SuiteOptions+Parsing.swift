import ArchLabCLI

extension SuiteOptions {
  /// The suite options `parsed` gives.
  init(_ parsed: ParsedArguments) throws(CommandLineError) {
    let suites = parsed.values("suite").map { name in
      // The parser accepts only the declared values.
      guard let suite = BenchSuite(rawValue: name) else { preconditionFailure("--suite \(name) not declared") }
      return suite
    }
    self.init(
      suites: suites, givenCycles: try parsed.integer("cycles", in: 1...Int.max),
      outDirectory: try BenchMode.text("out", parsed), jsonPath: try BenchMode.text("json", parsed),
      coveragePath: try BenchMode.text("coverage", parsed), quick: parsed.flag("quick"),
      filter: try BenchMode.text("filter", parsed), processes: try parsed.integer("processes", in: 2...Int.max))
    if processes != nil {
      if self.suites != [.flow] {
        throw .usage("--processes runs the flow suite alone, once per process; add --suite flow")
      }
      let written = ["out", "json", "coverage", "cycles"].filter(parsed.isGiven)
      if !written.isEmpty {
        throw .usage("--processes reports the spread on stdout; drop \(BenchMode.list(written))")
      }
    }
  }
}
