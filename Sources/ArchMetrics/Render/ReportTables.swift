import ArchCodebase

/// The report's sections as tables, shared by the text, Markdown and HTML
/// renderers so they always show the same figures. A section without rows
/// is `nil` and renderers omit it.
enum ReportTables {
  /// A feature × variant pair, in the order the report first names it.
  struct Pair: Hashable {
    var feature: String
    var variant: String
  }

  /// Elements of `items` in first-seen order, without repeats.
  static func ordered<T: Hashable>(_ items: [T]) -> [T] {
    var seen = Set<T>()
    return items.filter { seen.insert($0).inserted }
  }

  /// The roles in the order the report first names them.
  static func roles(_ report: ArchLabReport) -> [String] {
    let roles = report.lines.map(\.role)
    return LinesRow.arePartRows(roles) ? LinesRow.ordered(roles) : ordered(roles)
  }

  /// Each role's colour, an index into the charts' palette: one colour
  /// per role, the same on every page (`PagePalette`); an app's parts take
  /// their roles' colours, logic the presenter's.
  static func roleColors(_ roles: [String]) -> [Int] {
    roles.map(PagePalette.index(of:))
  }

  /// Feature × variant pairs of the lines section, in first-seen order.
  static func linePairs(_ report: ArchLabReport) -> [Pair] {
    ordered(report.lines.map { Pair(feature: $0.feature, variant: $0.variant) })
  }

  /// The first row of `pair` and `role`, if any.
  static func linesRow(_ report: ArchLabReport, _ pair: Pair, role: String) -> LinesRow? {
    report.lines.first { $0.feature == pair.feature && $0.variant == pair.variant && $0.role == role }
  }

  /// Lines by role: one row per feature × variant, a column per role (code
  /// lines and share) and the total.
  static func lines(_ report: ArchLabReport) -> TextTable? {
    guard !report.lines.isEmpty else { return nil }
    let roles = roles(report)
    // Shares are of logic + view + model, an app's screen's or a variant's; wiring, other and the shared model are
    // beside, in no share. (Reports written before the suite was counted by parts hold roles: all in the total.)
    let isApp = report.codebase != nil
    let byParts = LinesRow.arePartRows(roles)
    let rows = linePairs(report).map { pair -> [TextTable.Cell] in
      let found = roles.map { linesRow(report, pair, role: $0) }
      let total = found.reduce(0) { $0 + ($1.map { byParts && $0.isBeside ? 0 : $0.code } ?? 0) }
      let cells = found.map { row in
        TextTable.Cell(
          row.map { byParts && $0.isBeside ? "\($0.code)" : "\($0.code) (\(NumberFormat.percent($0.share)))" } ?? "-")
      }
      return [.init(pair.feature), .init(pair.variant)] + cells + [.init("\(total)")]
    }
    let names = isApp ? ["screen", "pattern"] : ["feature", "variant"]
    return TextTable(
      headers: names + roles + [byParts ? "logic + view + model" : "total"],
      alignments: [.left, .left] + roles.map { _ in .right } + [.right],
      rows: rows, keyColumns: 2
    )
  }

  /// Leaks: one row per feature × variant, what the probes found alive
  /// after the scale runs, with whether the scenarios passed.
  static func leaks(_ report: ArchLabReport) -> TextTable? {
    guard !report.matrix.isEmpty else { return nil }
    let rows = report.matrix.map { row -> [TextTable.Cell] in
      [
        .init(row.feature), .init(row.variant),
        .init("\(row.passed)/\(row.scenarios)", tone: row.isPassing ? .good : .bad),
        leak(row.mismatchedSteps),
        leak(row.liveSubscriptions), leak(row.liveTasks), leak(row.objectsAlive),
        leak(row.rendersAfterDestroy),
      ]
    }
    return TextTable(
      headers: [
        "feature", "variant", "passed", "mismatched steps", "subscriptions", "tasks", "objects",
        "renders after destroy",
      ],
      alignments: [.left, .left] + Array(repeating: .right, count: 6),
      rows: rows, keyColumns: 2
    )
  }

  /// Requests and cancellation: one row per feature × variant, the work
  /// the fakes did for nobody and how fast a pop ends it.
  static func requests(_ report: ArchLabReport) -> TextTable? {
    guard !report.matrix.isEmpty else { return nil }
    let samples = report.matrix.compactMap { $0.popLatency?.count }.min() ?? 0
    let slowest = samples >= percentileSamples ? "pop p99 µs" : "pop max µs"
    let rows = report.matrix.map { row -> [TextTable.Cell] in
      let idle = row.upstreamIdleAfterPop.map { TextTable.Cell(NumberFormat.number($0) + " s") }
        ?? TextTable.Cell("busy", tone: .bad)
      return [
        .init(row.feature), .init(row.variant),
        leak(row.completedForNobody), leak(row.stillInFlight),
        .init("\(row.completedStale)"),
        .init(NumberFormat.number(row.duplicateRequestsPerRotation),
              tone: row.duplicateRequestsPerRotation == 0 ? .plain : .mixed),
        idle,
        row.popLatency.map { .init(NumberFormat.microseconds($0.median)) } ?? .init("—"),
        row.popLatency.map { .init(NumberFormat.microseconds(samples >= percentileSamples ? $0.p99 : $0.max)) }
          ?? .init("—"),
      ]
    }
    return TextTable(
      headers: [
        "feature", "variant", "completed for nobody", "still in flight", "completed stale",
        "duplicates / rotation", "upstream idle after pop", "pop median µs", slowest,
      ],
      alignments: [.left, .left] + Array(repeating: .right, count: 7),
      rows: rows, keyColumns: 2
    )
  }

  /// A leak figure's cell: good at zero, bad above.
  private static func leak(_ value: Int) -> TextTable.Cell {
    .init("\(value)", tone: value == 0 ? .good : .bad)
  }

  /// A timing's cell, or "—" when it was not measured (no summary, or no
  /// samples): unmeasured is not zero.
  static func timing(_ summary: SampleSummary?, _ format: (SampleSummary) -> String) -> TextTable.Cell {
    guard let summary, summary.count > 0 else { return .init("—") }
    return .init(format(summary))
  }

  /// Fewer samples than this have no 99th percentile of their own: the
  /// slowest sample is shown, called max.
  static let percentileSamples = 100

  /// `"97 ns"` for a p99 of enough samples, `"max 26 ns"` for fewer.
  static func tail(_ summary: SampleSummary) -> String {
    summary.count >= percentileSamples
      ? NumberFormat.duration(nanoseconds: summary.p99) : "max " + NumberFormat.duration(nanoseconds: summary.max)
  }

  /// Timings: name, median, p99 (or the max, of fewer than 100 samples)
  /// and sample count.
  static func timings(_ report: ArchLabReport) -> TextTable? {
    guard !report.timings.isEmpty else { return nil }
    let rows = report.timings.map { row -> [TextTable.Cell] in
      [
        .init(row.name), timing(row.nanoseconds) { NumberFormat.duration(nanoseconds: $0.median) },
        timing(row.nanoseconds, tail), .init("\(row.nanoseconds.count)"),
      ]
    }
    return TextTable(
      headers: ["timing", "median", "p99 (max under 100 runs)", "n"], alignments: [.left, .right, .right, .right],
      rows: rows)
  }

  /// The article's claims: claim, what was measured, verdict, and why (or
  /// why it was not measured).
  static func claims(_ report: ArchLabReport) -> TextTable? {
    guard !report.claims.isEmpty else { return nil }
    let rows = report.claims.map { row -> [TextTable.Cell] in
      [
        .init(row.claim), .init(row.measured), .init(row.verdict.rawValue, tone: tone(of: row.verdict)),
        .init(row.reason ?? (row.verdict == .notMeasured ? row.method : "—")),
      ]
    }
    return TextTable(
      headers: ["claim", "measured", "verdict", "why"], alignments: [.left, .left, .left, .left], rows: rows)
  }

  /// The tone a verdict is shown in.
  static func tone(of verdict: Verdict) -> TextTable.Tone {
    switch verdict {
    case .holds: .good
    case .partly, .inconclusive: .mixed
    case .doesNotHold: .bad
    case .notMeasured: .plain
    }
  }

  /// The sections in reading order, with their titles; empty ones left out.
  static func sections(_ report: ArchLabReport) -> [(title: String, table: TextTable)] {
    let all: [(String, TextTable?)] = report.codebase.map { codebaseSections(report, $0) } ?? [
      ("Lines by role", lines(report)),
      ("Leaks", leaks(report)),
      ("Requests and cancellation", requests(report)),
      ("Timings", timings(report)),
      ("The article's claims", claims(report)),
    ]
    return all.compactMap { title, table in table.map { (title, $0) } }
  }
}
