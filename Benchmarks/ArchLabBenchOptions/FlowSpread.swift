import ArchMetrics
import Foundation

/// The flow suite run in several processes (`--processes N`): each ratio's
/// spread and each target's passes. A ratio that depends on memory layout
/// (the raw floor at 100 subscribers moves by a quarter from one process
/// to the next) is only honest as a spread.
package struct FlowSpread: Sendable {
  /// What one process's `--json` holds that the spread needs.
  package struct Run: Decodable, Sendable {
    package struct Row: Decodable, Sendable {
      package var name: String
      package var baseline: String?
      package var ratio: Double?
    }

    package struct Target: Decodable, Sendable {
      package var title: String
      package var limit: Double
      package var ratio: Double?
      package var pass: Bool
    }

    package var benchmarks: [Row]
    package var targets: [Target]

    /// Reads one process's `archlab-bench/1` JSON.
    package init(json: Data) throws {
      self = try JSONDecoder().decode(Run.self, from: json)
    }

    package init(benchmarks: [Row], targets: [Target]) {
      self.benchmarks = benchmarks
      self.targets = targets
    }
  }

  package var runs: [Run]

  package init(runs: [Run]) {
    self.runs = runs
  }

  /// Whether every target passed in every process.
  package var allTargetsPass: Bool {
    runs.allSatisfy { $0.targets.allSatisfy(\.pass) }
  }

  /// The spread as Markdown: rows with a ratio, in the first run's order,
  /// then the targets.
  package var markdown: String {
    var lines = [
      "## Spread over \(runs.count) processes", "",
      "Each process ran the flow suite once; a ratio's min, median and max are over the processes.", "",
      "| name | baseline | min | median | max |", "|---|---|---:|---:|---:|",
    ]
    for row in runs.first?.benchmarks ?? [] where row.ratio != nil {
      let ratios = runs.compactMap { run in run.benchmarks.first { $0.name == row.name }?.ratio }
      lines.append(
        "| \(row.name) | \(row.baseline ?? "—") | \(Self.format(ratios.min())) | \(Self.format(median(of: ratios))) "
          + "| \(Self.format(ratios.max())) |")
    }
    lines += ["", "## Targets in every process", ""]
    if runs.first?.targets.isEmpty ?? true { lines.append("None: the filter left out their rows.") }
    for target in runs.first?.targets ?? [] {
      let results = runs.compactMap { run in run.targets.first { $0.title == target.title } }
      let passed = results.filter(\.pass).count
      let worst = results.compactMap(\.ratio).max()
      let verdict = passed == runs.count ? "PASS" : "FAIL"
      lines.append(
        "- \(verdict) — \(target.title): passed in \(passed) of \(runs.count) processes, "
          + "worst \(Self.format(worst)), median \(Self.format(median(of: results.compactMap(\.ratio))))")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private static func format(_ ratio: Double?) -> String {
    ratio.map(NumberFormat.ratio) ?? "—"
  }
}
