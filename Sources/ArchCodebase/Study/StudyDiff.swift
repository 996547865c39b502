/// What changed between two runs of a study: apps added or gone, the
/// commit each app was measured at, its medians, and the pooled figures
/// and verdicts.
///
/// ```swift
/// let diff = StudyDiff(old: before, new: after)
/// print(diff.table().plainText())
/// ```
public struct StudyDiff: Sendable {
  /// One figure that changed: where, what, before and after.
  public struct Change: Sendable, Equatable {
    /// The app's label, or the pool's "family platform".
    public var subject: String
    /// The figure: `commit`, `presenter median`, `verdict: view 20–30 %`.
    public var figure: String
    /// Its value in the old study ("—" when absent).
    public var old: String
    /// Its value in the new one.
    public var new: String
  }

  /// Every change, apps first (in the new study's order), then the pool.
  public var changes: [Change]

  /// The changes from `old` to `new`.
  public init(old: Study, new: Study) {
    var changes: [Change] = []
    let olds = Dictionary(old.apps.map { ($0.entry.label, $0) }, uniquingKeysWith: { first, _ in first })
    let labels = new.apps.map(\.entry.label)
    for app in old.apps where !labels.contains(app.entry.label) {
      changes.append(Change(subject: app.entry.label, figure: "app", old: "measured", new: "gone"))
    }
    for app in new.apps {
      let before = olds[app.entry.label]
      changes += Self.changes(of: app.entry.label, Self.figures(before), Self.figures(app))
    }
    let oldRows = Dictionary(
      old.pool.rows.map { ("\($0.family.rawValue) \($0.platform.rawValue)", $0) }, uniquingKeysWith: { a, _ in a })
    var seen = Set<String>()
    for row in new.pool.rows {
      let key = "\(row.family.rawValue) \(row.platform.rawValue)"
      seen.insert(key)
      changes += Self.changes(of: key, Self.figures(oldRows[key]), Self.figures(row))
    }
    for (key, row) in oldRows.sorted(by: { $0.key < $1.key }) where !seen.contains(key) {
      changes += Self.changes(of: key, Self.figures(row), [:])
    }
    let oldShorter = Dictionary(
      old.pool.shorter.map { ("MVVM/MVP \($0.platform.rawValue)", $0.claim) }, uniquingKeysWith: { a, _ in a })
    let newShorter = Dictionary(
      new.pool.shorter.map { ("MVVM/MVP \($0.platform.rawValue)", $0.claim) }, uniquingKeysWith: { a, _ in a })
    for key in Set(oldShorter.keys).union(newShorter.keys).sorted() {
      changes += Self.changes(of: key, Self.figures(oldShorter[key]), Self.figures(newShorter[key]))
    }
    self.changes = changes
  }

  /// The changes as a table: subject (cut to `labelWidth`), figure, old, new.
  public func table(labelWidth: Int = .max) -> TextTable {
    TextTable(
      headers: ["app or pool", "figure", "old", "new"], alignments: [.left, .left, .right, .right],
      rows: changes.map {
        [.init(StudyTables.cut($0.subject, labelWidth)), .init($0.figure), .init($0.old), .init($0.new)]
      }, keyColumns: 2)
  }

  private static func changes(of subject: String, _ old: [String: String], _ new: [String: String]) -> [Change] {
    let order = ["app", "commit", "screens", "presenter median", "view median", "model median", "MVVM shorter median"]
    let keys = Set(old.keys).union(new.keys).sorted { a, b in
      (order.firstIndex(of: a) ?? order.count, a) < (order.firstIndex(of: b) ?? order.count, b)
    }
    return keys.compactMap { key in
      let (before, after) = (old[key] ?? "—", new[key] ?? "—")
      return before == after ? nil : Change(subject: subject, figure: key, old: before, new: after)
    }
  }

  private static func figures(_ app: StudyApp?) -> [String: String] {
    guard let app else { return [:] }
    var figures = ["app": app.failure == nil ? "measured" : "failed", "commit": StudyTables.commit(app)]
    guard app.failure == nil else { return figures }
    figures["screens"] = "\(app.screens.count)"
    for (name, prefix) in [
      ("presenter", "the presenter is"), ("view", "the view is"), ("model", "the model is"),
      ("MVVM shorter", "MVVM code is"),
    ] {
      figures["\(name) median"] = StudyTables.median(app.claim(prefix))
      if let claim = app.claim(prefix) { figures["verdict: \(name)"] = claim.verdict.rawValue }
    }
    return figures
  }

  private static func figures(_ row: StudyPoolRow?) -> [String: String] {
    guard let row else { return [:] }
    var figures = [
      "screens": "\(row.screens)", "logic median": ClaimRow.percent(row.logic.median),
      "view median": ClaimRow.percent(row.view.median), "model median": ClaimRow.percent(row.model.median),
    ]
    for claim in row.claims { figures["verdict: \(StudyTables.shortName(claim.claim))"] = claim.verdict.rawValue }
    return figures
  }

  private static func figures(_ claim: ClaimRow?) -> [String: String] {
    guard let claim else { return [:] }
    return [
      "MVVM shorter median": StudyTables.median(claim), "pairs": "\(claim.distribution?.count ?? 0)",
      "verdict: MVVM shorter": claim.verdict.rawValue,
    ]
  }
}
