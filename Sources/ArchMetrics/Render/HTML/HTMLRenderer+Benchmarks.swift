import ArchCodebase

extension HTMLRenderer {
  /// The "Micro benchmarks" section's content. With a summary: where and
  /// when, the targets with PASS or MISS, the ratio charts, the rows and
  /// the notes, as results.md has them. Without one: the micro benchmark
  /// timings the report carries, as a table (no floors, so no ratios);
  /// `nil` when there are none.
  static func microBenchmarks(_ summary: BenchmarkSummary?, timings: [TimingRow], report: ArchLabReport) -> [String]? {
    guard let summary else {
      guard let table = ReportTables.timings(replacingTimings(report, with: timings)) else { return nil }
      let note = "Medians of ArchFlow's micro benchmarks as the report carries them. Their ratios against their "
        + "floors and the targets are in the benchmark's own results (results.md)."
      return [
        "<p class=\"note\">\(HTMLEscape.escape(note))</p>",
        Self.table(table),
      ]
    }
    let esc = HTMLEscape.escape
    var out = [
      "<dl class=\"meta\">",
      "<dt>Machine</dt><dd>\(esc(summary.machine))</dd>",
      "<dt>Date</dt><dd>\(esc(summary.date))</dd>",
      "</dl>",
    ]
    if !summary.targets.isEmpty {
      let passed = summary.targets.filter(\.pass).count
      let missed = summary.targets.count - passed
      out.append("<h3>Targets</h3>")
      out.append(
        "<p class=\"tally\">\(passed) of \(summary.targets.count) targets pass"
          + (missed == 0 ? "." : "; \(missed) \(missed == 1 ? "misses" : "miss").") + "</p>")
      out.append(targetsTable(summary.targets))
    }
    let caption = "Each row's median divided by its floor's, a baseline row timed in the same process: 1 is as fast "
      + "as the floor. A thin line marks a target's limit; rows of very different ratios get charts of their own."
    if let ratios = figure(ratioCharts(summary), caption: caption) {
      out += ["<h3>Ratios</h3>", ratios]
    }
    out += ["<h3>Rows</h3>", Self.table(rowsTable(summary.rows))]
    if !summary.notes.isEmpty {
      out.append("<ul class=\"notes\">" + summary.notes.map { "<li>\(esc($0))</li>" }.joined() + "</ul>")
    }
    return out
  }

  /// The targets: a PASS or MISS badge (words and symbol, not colour
  /// alone), what is promised, the ratio, the limit and how much of it the
  /// ratio uses.
  static func targetsTable(_ targets: [BenchmarkSummary.Target]) -> String {
    let esc = HTMLEscape.escape
    var out = [
      "<div class=\"table-wrap\">", "<table class=\"targets\">",
      "<thead><tr><th scope=\"col\">status</th><th scope=\"col\">target</th><th scope=\"col\" class=\"num\">ratio</th>"
        + "<th scope=\"col\" class=\"num\">limit</th><th scope=\"col\" class=\"num\">of limit</th>"
        + "<th scope=\"col\">row</th></tr></thead>",
      "<tbody>",
    ]
    for target in targets {
      let ratio = target.ratio.map(NumberFormat.ratio) ?? "n/a"
      let share = target.ratio.map { target.limit > 0 ? NumberFormat.percent($0 / target.limit) : "—" } ?? "—"
      let cells = target.pass ? "num" : "num tone-bad"
      out.append(
        "<tr class=\"\(target.pass ? "pass" : "miss")\"><td>\(status(target.pass))</td><td>\(esc(target.title))</td>"
          + "<td class=\"\(cells)\">\(esc(ratio))</td><td class=\"num\">≤ \(limitText(target.limit))</td>"
          + "<td class=\"\(cells)\">\(share)</td><td>\(esc(target.row))</td></tr>")
    }
    out += ["</tbody>", "</table>", "</div>"]
    return out.joined(separator: "\n")
  }

  /// A target's status as a badge: `✓ PASS` or `✗ MISS`.
  static func status(_ pass: Bool) -> String {
    pass ? "<span class=\"badge good\">✓ PASS</span>" : "<span class=\"badge bad\">✗ MISS</span>"
  }

  /// The rows: name, median, unit, the floor it is divided by and the ratio.
  static func rowsTable(_ rows: [BenchmarkSummary.Row]) -> TextTable {
    TextTable(
      headers: ["name", "median", "unit", "baseline", "ratio"], alignments: [.left, .right, .left, .left, .right],
      rows: rows.map { row in
        [
          .init(row.name), .init(NumberFormat.median(row.median)), .init(row.unit), .init(row.baseline ?? "—"),
          .init(row.ratio.map(NumberFormat.ratio) ?? "—"),
        ]
      })
  }
}
