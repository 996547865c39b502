/// What changed between two runs of a study, and why: apps added, gone or
/// failed (with the failure's reason), the commit each app was measured
/// at, its medians and verdicts, each pool's apps, screens and quartiles,
/// and each pooled claim's verdict, median with its 95 % interval and
/// screens in range; a pool whose apps changed names them.
///
/// ```swift
/// let diff = StudyDiff(old: before, new: after)
/// print(diff.text())                      // what changed
/// print(diff.text(showUnchanged: true))   // every figure
/// ```
package struct StudyDiff: Sendable {
  /// One figure of either study: where, what, before and after.
  package struct Change: Sendable, Equatable {
    /// The app's label, or the pool's "family platform".
    package var subject: String
    /// The figure: `commit`, `logic quartiles`, `presenter median [95 %]`.
    package var figure: String
    /// Its value in the old study ("—" when absent).
    package var old: String
    /// Its value in the new one.
    package var new: String

    /// Whether the two studies differ in it.
    package var changed: Bool { old != new }
  }

  /// A pool whose apps are not the same in the two studies: the apps it
  /// lost and gained, each with why (`"b (failed)"`, `"c (added)"`).
  package struct PoolApps: Sendable, Equatable, CustomStringConvertible {
    /// The pool: `"MVP-family iOS"`, `"MVVM/MVP Android"`.
    package var subject: String
    /// The apps in the old pool only.
    package var left: [String]
    /// The apps in the new pool only.
    package var joined: [String]

    /// `"MVP-family iOS: without b (failed); with c (added)"`.
    package var description: String {
      "\(subject): "
        + [
          left.isEmpty ? nil : "without " + left.joined(separator: ", "),
          joined.isEmpty ? nil : "with " + joined.joined(separator: ", "),
        ].compactMap { $0 }.joined(separator: "; ")
    }
  }

  /// Every figure of either study, apps first (in the new study's order,
  /// those gone before them), then each pool row and each "shorter" row.
  package var figures: [Change]
  /// The figures that changed.
  package var changes: [Change] { figures.filter(\.changed) }
  /// Each app that failed in either study, with the reasons as `old` and
  /// `new` (figure `failure`; "—" where it did not fail or was not listed).
  package var failures: [Change]
  /// The pools whose apps changed, in figure order.
  package var pools: [PoolApps]

  /// The figures of `old` and `new`, side by side.
  package init(old: Study, new: Study) {
    var figures: [Change] = []
    let olds = Dictionary(old.apps.map { ($0.entry.label, $0) }, uniquingKeysWith: { first, _ in first })
    let labels = Set(new.apps.map(\.entry.label))
    let gone = old.apps.filter { !labels.contains($0.entry.label) }
    for app in gone {
      figures.append(Change(subject: app.entry.label, figure: "app", old: Self.status(app), new: "gone"))
    }
    for app in new.apps {
      figures += Self.pair(app.entry.label, Self.figures(olds[app.entry.label]), Self.figures(app))
    }
    failures = (gone + new.apps).compactMap { app in
      let before = olds[app.entry.label]?.failure
      let after = labels.contains(app.entry.label) ? app.failure : nil
      guard before != nil || after != nil else { return nil }
      return Change(subject: app.entry.label, figure: "failure", old: before ?? "—", new: after ?? "—")
    }
    var pools: [PoolApps] = []
    for key in Self.poolKeys(old, new) {
      let (before, after) = (Self.pool(key, in: old), Self.pool(key, in: new))
      figures += Self.pair(key.subject, before.figures, after.figures)
      let left = before.apps.filter { !after.apps.contains($0) }.map { "\($0) (\(Self.left($0, old, new)))" }
      let joined = after.apps.filter { !before.apps.contains($0) }.map { "\($0) (\(Self.joined($0, old, new)))" }
      if !left.isEmpty || !joined.isEmpty { pools.append(PoolApps(subject: key.subject, left: left, joined: joined)) }
    }
    self.figures = figures
    self.pools = pools
  }

  /// `old` and `new` figures of `subject`, in `new`'s order, then those of `old` alone.
  private static func pair(_ subject: String, _ old: [(String, String)], _ new: [(String, String)]) -> [Change] {
    let keys = new.map(\.0) + old.map(\.0).filter { key in !new.contains { $0.0 == key } }
    let before = Dictionary(old, uniquingKeysWith: { first, _ in first })
    let after = Dictionary(new, uniquingKeysWith: { first, _ in first })
    return keys.map { Change(subject: subject, figure: $0, old: before[$0] ?? "—", new: after[$0] ?? "—") }
  }

  /// Why `label` is in the old pool and not the new one.
  private static func left(_ label: String, _ old: Study, _ new: Study) -> String {
    guard let app = new.apps.first(where: { $0.entry.label == label }) else { return "gone" }
    return app.failure == nil ? "no such screen now" : "failed"
  }

  /// Why `label` is in the new pool and not the old one.
  private static func joined(_ label: String, _ old: Study, _ new: Study) -> String {
    guard let app = old.apps.first(where: { $0.entry.label == label }) else { return "added" }
    return app.failure == nil ? "a new such screen" : "measured now"
  }

  static func status(_ app: StudyApp) -> String { app.failure == nil ? "measured" : "failed" }
}
