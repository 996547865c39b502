import ArchLabCLI

extension BenchMode {
  /// The options that run a mode instead of the suites, each with the
  /// options that go only with it.
  static let modes: [(option: Option<Int?>, companions: [OptionSpec])] = [
    (BenchOptions.lifecycleFuzz, [BenchOptions.seed.spec, BenchOptions.feature.spec, BenchOptions.variant.spec]),
    (BenchOptions.linesTree, [BenchOptions.runs.spec]),
    (BenchOptions.scale, [BenchOptions.feature.spec]),
  ]
  /// The options that go only with the suites (and the flag `--quick`).
  static let suiteOptions = [
    BenchOptions.suite.spec, BenchOptions.cycles.spec, BenchOptions.out.spec, BenchOptions.json.spec,
    BenchOptions.coverage.spec, BenchOptions.filter.spec, BenchOptions.processes.spec,
  ]

  /// The mode `parsed` asks for, its values typed and checked.
  ///
  /// - Throws: ``CommandLineError`` for a bad number or seed, an empty path
  ///   or name, two modes at once, or an option given without its mode.
  package init(_ parsed: ParsedArguments) throws(CommandLineError) {
    let chosen = Self.modes.filter { parsed.isGiven($0.option) }
    if chosen.count > 1 {
      throw .usage("\(Self.list(chosen.map(\.option.spec))) each run alone; give one of them")
    }
    let allowed = chosen.first?.companions ?? []
    for (option, companions) in Self.modes where option.spec != chosen.first?.option.spec {
      let stray = companions.filter { parsed.isGiven($0) && !allowed.contains($0) }
      if !stray.isEmpty {
        let homes = Self.modes.filter { mode in stray.allSatisfy(mode.companions.contains) }.map {
          "\($0.option.spec.longLabel) N"
        }
        throw .usage(
          "\(Self.list(stray)) \(stray.count == 1 ? "goes" : "go") with \(homes.joined(separator: " or "))")
      }
    }
    guard let mode = chosen.first?.option else {
      self = .suites(try SuiteOptions(parsed))
      return
    }
    let suiteOnly = Self.suiteOptions.filter(parsed.isGiven).map(\.longLabel)
      + (parsed.value(of: BenchOptions.quick) ? [BenchOptions.quick.spec.longLabel] : [])
    if !suiteOnly.isEmpty {
      throw .usage("\(mode.spec.longLabel) runs instead of the suites; drop \(Self.list(suiteOnly))")
    }
    // The mode was given, so it has a value.
    guard let count = try parsed.value(of: mode) else { preconditionFailure("\(mode.spec.longLabel) has no value") }
    switch mode.spec {
    case BenchOptions.lifecycleFuzz.spec:
      self = .lifecycleFuzz(
        FuzzOptions(
          count: count, seed: try parsed.value(of: BenchOptions.seed),
          feature: try parsed.value(of: BenchOptions.feature), variant: try parsed.value(of: BenchOptions.variant)))
    case BenchOptions.linesTree.spec:
      self = .linesTree(LinesTreeOptions(files: count, runs: try parsed.value(of: BenchOptions.runs)))
    default:
      self = .scale(cycles: count, feature: try parsed.value(of: BenchOptions.feature))
    }
  }

  /// `--a`, `--a and --b`, `--a, --b and --c`.
  static func list(_ options: [OptionSpec]) -> String {
    list(options.map(\.longLabel))
  }

  /// The labels joined as a sentence lists them: `--a, --b and --c`.
  static func list(_ labels: [String]) -> String {
    guard labels.count > 1 else { return labels.joined() }
    return labels.dropLast().joined(separator: ", ") + " and " + labels[labels.count - 1]
  }
}
