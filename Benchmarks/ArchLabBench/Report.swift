import ArchMetrics
import Foundation

/// One run's figures, rendered as Markdown or encoded as JSON.
struct Report: Encodable {
  struct Row: Encodable {
    let name: String
    let unit: String
    let median: Double
    let min: Double
    let max: Double
    /// The row `median` is divided by; encoded as `null` when absent.
    let baseline: String?
    let ratio: Double?

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(name, forKey: .name)
      try container.encode(unit, forKey: .unit)
      try container.encode(median.rounded(toPlaces: 3), forKey: .median)
      try container.encode(min.rounded(toPlaces: 3), forKey: .min)
      try container.encode(max.rounded(toPlaces: 3), forKey: .max)
      try container.encode(baseline, forKey: .baseline)  // null, not omitted
      try container.encode(ratio?.rounded(toPlaces: 4), forKey: .ratio)
    }

    private enum CodingKeys: String, CodingKey { case name, unit, median, min, max, baseline, ratio }
  }

  struct TargetResult: Encodable {
    let title: String
    let row: String
    let limit: Double
    let ratio: Double?
    var pass: Bool { ratio.map { $0 <= limit } ?? false }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(title, forKey: .title)
      try container.encode(row, forKey: .row)
      try container.encode(limit, forKey: .limit)
      try container.encode(ratio?.rounded(toPlaces: 4), forKey: .ratio)
      try container.encode(pass, forKey: .pass)
    }

    private enum CodingKeys: String, CodingKey { case title, row, limit, ratio, pass }
  }

  struct Configuration: Encodable {
    let suites: [String]
    let quick: Bool
    /// "release" or "debug": only an optimized build's figures mean anything.
    let build: String
    let samples: Int
    let minimumSampleMilliseconds: Double
  }

  let schema = "archlab-bench/1"
  let machine: Machine
  let configuration: Configuration
  let benchmarks: [Row]
  let targets: [TargetResult]
  let notes: [String]
  /// A string: a UInt64 does not survive a JSON reader's doubles.
  let checksum: String

  init(
    measurements: [Measurement], plans: [SuitePlan], notes: [String],
    configuration: Configuration, machine: Machine
  ) {
    let medians = Dictionary(
      measurements.map { ($0.benchmark.name, $0.median) }, uniquingKeysWith: { first, _ in first })
    func ratio(_ median: Double, _ baseline: String?) -> Double? {
      guard let baseline, let base = medians[baseline], base > 0, median.isFinite else { return nil }
      return median / base
    }
    var rows = measurements.map { measurement in
      Row(
        name: measurement.benchmark.name, unit: measurement.benchmark.unit, median: measurement.median,
        min: measurement.min, max: measurement.max, baseline: measurement.benchmark.baseline,
        ratio: ratio(measurement.median, measurement.benchmark.baseline))
    }
    // A derived row goes right after its source row.
    for derived in plans.flatMap(\.derived) {
      guard let index = rows.firstIndex(where: { $0.name == derived.source }) else { continue }
      let source = rows[index]
      let row = Row(
        name: derived.name, unit: source.unit, median: source.median, min: source.min, max: source.max,
        baseline: derived.baseline, ratio: ratio(source.median, derived.baseline))
      rows.insert(row, at: index + 1)
    }
    let ratios = Dictionary(rows.map { ($0.name, $0.ratio) }, uniquingKeysWith: { first, _ in first })
    self.benchmarks = rows
    // A target whose row did not run (see --filter) is left out.
    self.targets = plans.flatMap(\.targets).filter { ratios[$0.row] != nil }.map { target in
      TargetResult(title: target.title, row: target.row, limit: target.limit, ratio: ratios[target.row] ?? nil)
    }
    self.notes = notes
    self.configuration = configuration
    self.machine = machine
    self.checksum = String(Sink.checksum)
  }

  var markdown: String {
    var lines = [
      "# archlab-bench — \(configuration.suites.joined(separator: ", "))",
      "",
      "\(machine.summary), \(machine.date)"
        + (machine.load.map { ", load \($0)" } ?? "") + ". " + samplingDescription + ".",
      "",
    ]
    if let smokeRunWarning {
      lines += ["> \(smokeRunWarning)", ""]
    }
    lines += [
      "| name | median | min | max | unit | baseline | ratio |",
      "|---|---:|---:|---:|---|---|---:|",
    ]
    for row in benchmarks {
      let ratio = row.ratio.map(NumberFormat.ratio) ?? "—"
      let figures = [row.median, row.min, row.max].map(NumberFormat.median).joined(separator: " | ")
      lines.append("| \(row.name) | \(figures) | \(row.unit) | \(row.baseline ?? "—") | \(ratio) |")
    }
    lines += ["", "## Targets", ""]
    for target in targets {
      let measured = target.ratio.map(NumberFormat.ratio) ?? "n/a"
      lines.append("- \(target.pass ? "PASS" : "MISS") — \(target.title): \(measured) (\(target.row))")
    }
    if !notes.isEmpty {
      lines += ["", "## Notes", ""]
      lines += notes.map { "- \($0)" }
    }
    lines += ["", "checksum: \(checksum)"]
    return lines.joined(separator: "\n") + "\n"
  }

  /// How the rows were sampled: `"21 samples per row, round-robin, each ≥ 50.0 ms"`.
  var samplingDescription: String {
    "\(configuration.samples) samples per row, round-robin, each ≥ "
      + "\(NumberFormat.median(configuration.minimumSampleMilliseconds)) ms\(configuration.quick ? " (quick)" : "")"
  }

  /// Why the figures mean nothing, for a quick or debug run; `nil` otherwise.
  var smokeRunWarning: String? {
    guard configuration.quick || configuration.build != "release" else { return nil }
    return "Smoke run (\(configuration.quick ? "quick, " : "")\(configuration.build) build): it checks that the "
      + "benchmarks run, not how fast ArchFlow is. For figures: `swift run -c release archlab-bench`."
  }

  func json() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return try encoder.encode(self)
  }
}

extension Double {
  /// The value rounded to `places` decimals, for JSON that stays short.
  func rounded(toPlaces places: Int) -> Double {
    let scale = pow(10, Double(places))
    return (self * scale).rounded() / scale
  }
}
