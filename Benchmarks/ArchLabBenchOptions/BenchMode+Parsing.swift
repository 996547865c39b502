import ArchLabCLI

extension BenchMode {
  /// The options that run a mode instead of the suites, each with the
  /// options that go only with it.
  static let modes: [(option: String, companions: [String])] = [
    ("lifecycle-fuzz", ["seed", "feature", "variant"]), ("lines-tree", ["runs"]), ("scale", ["feature"]),
  ]
  /// The options that go only with the suites (and the flag `--quick`).
  static let suiteOptions = ["suite", "cycles", "out", "json", "coverage", "filter", "processes"]

  /// The mode `parsed` asks for, its values typed and checked.
  ///
  /// - Throws: ``CommandLineError`` for a bad number or seed, an empty path
  ///   or name, two modes at once, or an option given without its mode.
  package init(_ parsed: ParsedArguments) throws(CommandLineError) {
    let chosen = Self.modes.filter { parsed.isGiven($0.option) }
    if chosen.count > 1 {
      throw .usage("\(Self.list(chosen.map(\.option))) each run alone; give one of them")
    }
    let allowed = chosen.first?.companions ?? []
    for (option, companions) in Self.modes where option != chosen.first?.option {
      let stray = companions.filter { parsed.isGiven($0) && !allowed.contains($0) }
      if !stray.isEmpty {
        let homes = Self.modes.filter { mode in stray.allSatisfy(mode.companions.contains) }.map { "--\($0.option) N" }
        throw .usage(
          "\(Self.list(stray)) \(stray.count == 1 ? "goes" : "go") with \(homes.joined(separator: " or "))")
      }
    }
    guard let mode = chosen.first?.option else {
      self = .suites(try SuiteOptions(parsed))
      return
    }
    let suiteOnly = Self.suiteOptions.filter(parsed.isGiven) + (parsed.flag("quick") ? ["quick"] : [])
    if !suiteOnly.isEmpty {
      throw .usage("--\(mode) runs instead of the suites; drop \(Self.list(suiteOnly))")
    }
    let count = try Self.positive(mode, parsed)
    switch mode {
    case "lifecycle-fuzz":
      let seedText = parsed.value("seed") ?? String(FuzzOptions.defaultSeed)
      guard let seed = FuzzOptions.seed(parsing: seedText) else {
        throw .usage("--seed needs a decimal or 0x hexadecimal number, got '\(seedText)'")
      }
      self = .lifecycleFuzz(
        FuzzOptions(
          count: count, seed: seed, feature: try Self.text("feature", parsed),
          variant: try Self.text("variant", parsed)))
    case "lines-tree":
      self = .linesTree(LinesTreeOptions(files: count, runs: try Self.positive("runs", parsed)))
    default:
      self = .scale(cycles: count, feature: try Self.text("feature", parsed))
    }
  }

  /// A whole number of at least 1: given, or the option's default.
  static func positive(_ name: String, _ parsed: ParsedArguments) throws(CommandLineError) -> Int {
    guard let number = try parsed.integer(name, in: 1...Int.max) else {
      preconditionFailure("--\(name) has neither a value nor a default")
    }
    return number
  }

  /// A path or a name, when given; an empty one is as good as none.
  static func text(_ name: String, _ parsed: ParsedArguments) throws(CommandLineError) -> String? {
    guard let value = parsed.value(name) else { return nil }
    guard !value.isEmpty else { throw .missingValue(option: "--\(name)", allowedValues: []) }
    return value
  }

  /// `--a`, `--a and --b`, `--a, --b and --c`.
  static func list(_ names: [String]) -> String {
    let labels = names.map { "--\($0)" }
    guard labels.count > 1 else { return labels.joined() }
    return labels.dropLast().joined(separator: ", ") + " and " + labels[labels.count - 1]
  }
}
