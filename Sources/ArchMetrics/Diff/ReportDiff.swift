import ArchCodebase

/// The comparison of two reports, figure by figure.
///
/// Every figure has a stable key: `lines/<feature>/<variant>/<role>`,
/// `matrix/<feature>/<variant>/<field>` (fields as in ``MatrixRow``;
/// `popLatency/median` and `popLatency/p99` for the pop latency), and
/// `timings/<name>/median` and `timings/<name>/p99`. Figures from samples
/// carry Welch's t-test of the two summaries. Claims are matched by their
/// text; those whose verdict changed are listed.
///
/// ```swift
/// let diff = try ReportDiff(old: before, new: after)
/// print(diff.text())
/// ```
public struct ReportDiff: Sendable, Equatable {
  /// Every figure of either report: the new report's order, then removed ones.
  public var figures: [FigureChange]
  /// Claims whose verdict changed, or that only one report has.
  public var claims: [ClaimChange]
  /// What the old report was measured on and with.
  public var oldSource: String
  /// What the new report was measured on and with.
  public var newSource: String
  /// Warnings about comparing these two runs, such as different cycles.
  public var notes: [String]

  /// What a run was measured on and with: `"archlab-bench (Linux …, 200
  /// cycles)"`; an untimed run says so, not which machine (any would do),
  /// and a claims run gives its command alone.
  static func source(_ report: ArchLabReport) -> String {
    let cycles = "\(report.cycles) cycle\(report.cycles == 1 ? "" : "s")"
    let text =
      report.codebase != nil
      ? report.command
      : "\(report.command) (\(report.timed ? report.machine : "nothing timed"), \(cycles))"
    return text.escapedControls
  }

  /// Compares `old` with `new`; throws when their schemas differ.
  public init(old: ArchLabReport, new: ArchLabReport) throws(ReportDiffError) {
    // Schema 3 only leaves out of a claims run what it never measured: 2 and 3 compare.
    let readable = ArchLabReport.readableSchemas
    guard old.schema == new.schema || (readable.contains(old.schema) && readable.contains(new.schema)) else {
      throw .schemaMismatch(old: old.schema, new: new.schema)
    }
    // Fields of a file: shown escaped, as they may hold anything.
    oldSource = Self.source(old)
    newSource = Self.source(new)
    notes =
      old.cycles == new.cycles
      ? []
      : [
        "the runs used different cycles (\(old.cycles) and \(new.cycles)): leak figures grow with cycles, "
          + "so their changes say little",
      ]
    let oldFigures = Self.figures(of: old)
    let newFigures = Self.figures(of: new)
    let oldByKey = Self.firstByKey(oldFigures)
    let newByKey = Self.firstByKey(newFigures)
    // A timing is unmeasured where a run has its row but no samples, or
    // lacks it because that run was untimed: not a change to or from zero.
    func isUnmeasured(_ before: Figure?, _ after: Figure?) -> Bool {
      if let before, before.value == nil { return true }
      if let after, after.value == nil { return true }
      let isTiming = (before ?? after)?.isTiming ?? false
      return isTiming && ((before == nil && !old.timed) || (after == nil && !new.timed))
    }
    var figures: [FigureChange] = []
    var seen = Set<String>()
    for figure in newFigures where seen.insert(figure.key).inserted {
      let previous = oldByKey[figure.key]
      let test = previous?.summary.flatMap { before in figure.summary.flatMap { WelchTest(old: before, new: $0) } }
      figures.append(
        FigureChange(
          key: figure.key, old: previous?.value, new: figure.value, test: test, isTiming: figure.isTiming,
          isUnmeasured: isUnmeasured(previous, figure)))
    }
    for figure in oldFigures where newByKey[figure.key] == nil && seen.insert(figure.key).inserted {
      figures.append(
        FigureChange(
          key: figure.key, old: figure.value, new: nil, isTiming: figure.isTiming,
          isUnmeasured: isUnmeasured(figure, nil)))
    }
    let unmeasured = figures.filter { $0.status == .unmeasured && ($0.old != nil || $0.new != nil) }.count
    if unmeasured > 0 {
      notes.append(
        "\(unmeasured) timing\(unmeasured == 1 ? " was" : "s were") measured in one run only (the other was untimed): "
          + "shown as unmeasured, not compared")
    }
    self.figures = figures
    claims = Self.claimChanges(old: old.claims, new: new.claims)
  }

  /// Figures that were added, removed or changed; unmeasured ones are not
  /// changes.
  public var changed: [FigureChange] { figures.filter { $0.status != .unchanged && $0.status != .unmeasured } }

  private static func firstByKey(_ figures: [Figure]) -> [String: Figure] {
    Dictionary(figures.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
  }

  private static func claimChanges(old: [ClaimRow], new: [ClaimRow]) -> [ClaimChange] {
    // By id: a claim reworded between the two reports is still the same claim.
    let oldByClaim = Dictionary(old.map { ($0.key, $0.verdict) }, uniquingKeysWith: { first, _ in first })
    var changes: [ClaimChange] = []
    var seen = Set<String>()
    for row in new where seen.insert(row.key).inserted {
      let before = oldByClaim[row.key]
      if before != row.verdict { changes.append(ClaimChange(claim: row.claim, old: before, new: row.verdict)) }
    }
    for row in old where seen.insert(row.key).inserted {
      changes.append(ClaimChange(claim: row.claim, old: row.verdict, new: nil))
    }
    return changes
  }
}
