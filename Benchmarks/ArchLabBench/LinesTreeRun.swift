import ArchCodebase
import ArchLabBenchOptions
import ArchMetrics
import CMallocStats
import Foundation

/// `--lines-tree N`: `archlab loc` and `archlab claims` (their library calls)
/// on a generated tree of N files of 200 lines, and on a tenth of it, against
/// cloc on the same trees when cloc is installed. Medians of `runs` runs;
/// ratios within one process; memory as malloc'd bytes the result keeps.
/// Then the growth rows: loc on one folder and claims at 1×, 10× and 20×
/// of N files, each against 1× (``LinesTreeOptions/growthFactors``).
struct LinesTreeRun {
  let files: Int
  let runs: Int
  static let linesPerFile = 200
  static let clocPath = "/usr/bin/cloc"

  struct Row {
    var files: Int
    var lines: Int
    var loc: Double
    var claims: Double
    var cloc: Double?
    var keptBytes: Int
  }

  func run() throws -> Int32 {
    var rows: [Row] = []
    for size in [max(1, files / 10), files] {
      printError("lines tree: generating \(size) files of \(Self.linesPerFile) lines…")
      let tree = try LinesTree.generate(files: size, linesPerFile: Self.linesPerFile)
      defer { tree.remove() }
      rows.append(try measure(tree))
    }
    print(table(rows))
    print(growthTable(try growth()))
    return 0
  }

  func measure(_ tree: LinesTree) throws -> Row {
    var loc: [Double] = []
    var claims: [Double] = []
    var cloc: [Double] = []
    var kept = 0
    let clock = ContinuousClock()
    for run in 1...runs {
      printError("  run \(run) of \(runs): archlab loc, archlab claims\(hasCloc ? ", cloc" : "")")
      let before = cmallocstats_allocated_bytes()
      var start = clock.now
      let count = try LineCountReport(counting: [tree.root], rules: .mobilePreset, exclusions: .standard)
      loc.append((clock.now - start).nanoseconds / 1e9)
      kept = Int(cmallocstats_allocated_bytes()) - Int(before)
      precondition(count.total.total == tree.lines, "counted \(count.total.total) of \(tree.lines) lines")
      start = clock.now
      // As `archlab claims` does, with its reader of each file's text: the declarations read from every file.
      let judged = CodebaseClaims(
        count: try LineCountReport(counting: [tree.root], rules: .mobilePreset, exclusions: .standard),
        rules: .mobilePreset,
        contents: CodebaseClaims.contents(under: [tree.root.path]))
      claims.append((clock.now - start).nanoseconds / 1e9)
      precondition(!judged.grouping.screens.isEmpty)
      if hasCloc { cloc.append(try runCloc(tree.root)) }
    }
    return Row(
      files: tree.files, lines: tree.lines, loc: median(of: loc) ?? .nan, claims: median(of: claims) ?? .nan,
      cloc: median(of: cloc), keptBytes: kept)
  }

  var hasCloc: Bool { FileManager.default.isExecutableFile(atPath: Self.clocPath) }

  func runCloc(_ root: URL) throws -> Double {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: Self.clocPath)
    process.arguments = ["--quiet", "--csv", root.path]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    let clock = ContinuousClock()
    let start = clock.now
    try process.run()
    process.waitUntilExit()
    return (clock.now - start).nanoseconds / 1e9
  }

  func table(_ rows: [Row]) -> String {
    var out = [
      "## Lines of a generated tree: archlab loc and claims against cloc", "",
      "Median of \(runs) runs, wall time; kept: malloc'd bytes the count's result holds.", "",
      "| files | lines | loc | claims | cloc | loc ÷ cloc | claims ÷ cloc | kept per file |",
      "|---:|---:|---:|---:|---:|---:|---:|---:|",
    ]
    for row in rows {
      let cloc = row.cloc.map { String(format: "%.2f s", $0) } ?? "not installed"
      let ratio = { (value: Double) in row.cloc.map { String(format: "%.3f×", value / $0) } ?? "—" }
      out.append(
        "| \(row.files) | \(row.lines) | \(String(format: "%.3f s", row.loc)) "
          + "| \(String(format: "%.3f s", row.claims)) "
          + "| \(cloc) | \(ratio(row.loc)) | \(ratio(row.claims)) | \(row.keptBytes / max(1, row.files)) B |")
    }
    if rows.count == 2 {
      let grow = { (a: Double, b: Double) in String(format: "%.1f×", b / a) }
      out.append("")
      out.append(
        "Growth for \(rows[1].files / max(1, rows[0].files))× the files: loc \(grow(rows[0].loc, rows[1].loc)), "
          + "claims \(grow(rows[0].claims, rows[1].claims)), kept bytes per file "
          + String(
            format: "%.2f×",
            Double(rows[1].keptBytes) / Double(rows[1].files)
              / max(1, Double(rows[0].keptBytes) / Double(rows[0].files))) + ".")
    }
    if let last = rows.last, let cloc = last.cloc {
      let met = max(last.loc, last.claims) <= cloc / 3
      out.append(
        "\nTarget: loc and claims at most a third of cloc's wall time on \(last.files) files: "
          + (met ? "met" : "MISSED") + String(format: " (%.3f× and %.3f×).", last.loc / cloc, last.claims / cloc))
    }
    if !hasCloc { out.append("\ncloc is not installed (\(Self.clocPath)): the ratios are not measured.") }
    return out.joined(separator: "\n") + "\n"
  }
}
