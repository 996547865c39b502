import ArchCodebase
import ArchLabBenchOptions
import ArchMetrics
import Foundation

extension LinesTreeRun {
  /// One growth row: a size and the median seconds of loc and claims on it.
  struct GrowthRow {
    var files: Int
    var loc: Double
    var claims: Double
  }

  /// loc and claims at each of ``LinesTreeOptions/growthSizes``: loc on
  /// one folder of that many files with a progress line, as `archlab loc`
  /// counts (the case that grew as n² log n), claims on the screens tree.
  func growth() throws -> [GrowthRow] {
    try LinesTreeOptions(files: files, runs: runs).growthSizes.map { size in
      printError("growth: \(size) files in one folder, and in screens…")
      let flat = try LinesTree.generate(files: size, linesPerFile: Self.linesPerFile, flat: true)
      defer { flat.remove() }
      let screens = try LinesTree.generate(files: size, linesPerFile: Self.linesPerFile)
      defer { screens.remove() }
      var loc: [Double] = []
      var claims: [Double] = []
      let clock = ContinuousClock()
      for run in 1...runs {
        printError("  run \(run) of \(runs)")
        var start = clock.now
        var heard = 0
        let count = try LineCountReport(counting: [flat.root], rules: .mobilePreset, exclusions: .standard) { _, _ in
          heard += 1
        }
        loc.append((clock.now - start).nanoseconds / 1e9)
        precondition(count.files.count == size && heard > 0)
        start = clock.now
        let judged = CodebaseClaims(
          count: try LineCountReport(counting: [screens.root], rules: .mobilePreset, exclusions: .standard),
          rules: .mobilePreset,
          contents: CodebaseClaims.contents(under: [screens.root.path]))
        claims.append((clock.now - start).nanoseconds / 1e9)
        precondition(!judged.grouping.screens.isEmpty)
      }
      return GrowthRow(files: size, loc: median(of: loc) ?? .nan, claims: median(of: claims) ?? .nan)
    }
  }

  /// The growth rows as Markdown: each figure and its ratio to 1×, and
  /// whether each tool grew about linearly.
  func growthTable(_ rows: [GrowthRow]) -> String {
    guard let first = rows.first else { return "" }
    let factors = LinesTreeOptions.growthFactors
    let shown = factors.map { "\($0)×" }.joined(separator: ", ")
    var out = [
      "## Growth: archlab loc (one folder, with progress) and claims at \(shown)",
      "", "Median of \(runs) runs, wall time; each ratio against 1× in this process.", "",
      "| files | × | loc | loc ÷ 1× | claims | claims ÷ 1× |", "|---:|---:|---:|---:|---:|---:|",
    ]
    for (factor, row) in zip(factors, rows) {
      let seconds = { (value: Double) in String(format: "%.3f s", value) }
      let ratio = { (value: Double, base: Double) in String(format: "%.1f×", value / base) }
      out.append(
        "| \(row.files) | \(factor)× | \(seconds(row.loc)) | \(ratio(row.loc, first.loc)) "
          + "| \(seconds(row.claims)) | \(ratio(row.claims, first.claims)) |")
    }
    let verdict = { (seconds: [Double]) in LinesTreeOptions.isLinear(seconds) ? "met" : "MISSED" }
    let limit = String(format: "%g", LinesTreeOptions.growthLimit)
    out.append(
      "\nTarget: about linear, 10× the files in at most \(limit)× the time (20× in twice that): "
        + "loc \(verdict(rows.map(\.loc))), claims \(verdict(rows.map(\.claims))).")
    return out.joined(separator: "\n") + "\n"
  }
}
