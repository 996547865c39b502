extension StudyHTML {
  /// A pool's lane and the claim it judges.
  private typealias Judged = (pool: StudyPlot.Pool, claim: ClaimRow)

  /// The claims as pictures a paper could use: one figure per claim, a
  /// lane per pool that judges it, each screen a point in its app's mark
  /// over the claimed band, with the median's 95 % interval, the median
  /// each app counting once and the median each screen counting once;
  /// then "MVVM shorter", a pair a point. A legend lists the apps.
  func pictures() -> [String] {
    let marks = self.marks
    let mark = { (app: String) in marks[app] ?? StudyMark(app: 0) }
    var figures: [String] = []
    for part in Self.pictured {
      let judged = study.pool.rows.compactMap { row -> Judged? in
        guard let claim = row.claims.first(where: { $0.id == ArticleClaim.share(of: part.part) }) else { return nil }
        let samples = StudyPool.members(of: study.apps, family: row.family, platform: row.platform).map {
          StudyPlot.Sample(app: $0.app, mark: mark($0.app), screen: $0.screen.name, value: $0.screen.share(part.part))
        }
        let label =
          "\(row.family.rawValue) \(row.platform.rawValue): \(Self.count(row.apps, "app")), "
          + Self.count(row.screens, "screen")
        return (Self.pool(label, claim, samples), claim)
      }
      figures += figure(id: "plot-\(part.name)", judged.first?.claim.claim ?? "", judged).map { [$0] } ?? []
    }
    let shorter = study.pool.shorter.map { row -> Judged in
      let samples = study.apps.filter { $0.failure == nil }.flatMap { app in
        app.pairs.filter { $0.platform == row.platform }.map {
          StudyPlot.Sample(app: app.entry.label, mark: mark(app.entry.label), screen: $0.name, value: $0.saving)
        }
      }
      let label = "\(row.platform.rawValue): \(Self.count(row.apps.count, "app")), \(Self.count(samples.count, "pair"))"
      return (Self.pool(label, row.claim, samples), row.claim)
    }
    let title = (shorter.first?.claim.claim ?? "") + ": each pair's saving, 1 − MVVM ÷ MVP"
    figures += figure(id: "plot-shorter", title, shorter).map { [$0] } ?? []
    guard !figures.isEmpty else { return [] }
    return ["<h2>Each claim, app by app</h2>", "<p>\(escaped(Self.howToRead))</p>", legend(marks)] + figures
  }

  /// The parts pictured, with the word their claim names them by: the
  /// share claims among the size claims, in their order (presenter, view,
  /// model), read from `ArticleClaim` rather than kept here again.
  static let pictured: [(part: ScreenPart, name: String)] = ArticleClaim.sizeClaims.compactMap { claim in
    guard claim.parts.count == 1, let part = claim.parts.first, ArticleClaim.share(of: part) == claim else {
      return nil
    }
    return (part, claim.label)
  }

  /// How to read a picture, above them.
  static let howToRead =
    "One figure per claim, one lane per pool that judges it. Each point is a screen (for MVVM shorter, a pair), at "
    + "its share, in its app's colour and shape (the legend below); points move up and down only to stay apart. "
    + "The shaded band is the claimed range. The bar under the points is the 95 % interval of the median with each "
    + "app counting once, and the solid line is that median; the dashed line is the median with every screen once. "
    + "A claim holds when the bar lies inside the band, does not hold when it lies outside it, and is inconclusive "
    + "when it crosses a bound or the pool has too few apps."

  /// Each app's mark, by label: from its place in the study's file, so an
  /// app keeps its mark when another fails.
  var marks: [String: StudyMark] {
    var marks: [String: StudyMark] = [:]
    for (index, app) in study.apps.enumerated() where marks[app.entry.label] == nil {
      marks[app.entry.label] = StudyMark(app: index)
    }
    return marks
  }

  /// A figure of `judged`, one lane each, over the first claim's range;
  /// `nil` when there is no lane to draw.
  private func figure(id: String, _ claim: String, _ judged: [Judged]) -> String? {
    guard let spread = judged.first?.claim.distribution else { return nil }
    let claimed = spread.claimedLower...spread.claimedUpper
    let title = claim.prefix(1).uppercased() + claim.dropFirst()
    let plot = StudyPlot(claimed: claimed, pools: judged.map(\.pool))
    let lanes = zip(plot.lanes, judged).map { lane, judged in
      var text = lane.pool.label + ": " + Self.describe(judged.claim)
      if lane.clipped > 0 {
        text += " \(lane.clipped) outside \(ClaimRow.percent(plot.domain.lowerBound))–100 %, drawn at the axis' end."
      }
      return text
    }
    let summary =
      "Claimed: \(ClaimRow.percent(claimed.lowerBound))–\(ClaimRow.percent(claimed.upperBound)), the band. "
      + "Each point a screen in its app's mark, as the legend lists them. " + lanes.joined(separator: " ")
    return "<figure><figcaption>\(escaped(title))</figcaption>" + plot.svg(id: id, title: title, summary: summary)
      + "</figure>"
  }

  /// The apps with a point in any picture, each beside its mark.
  private func legend(_ marks: [String: StudyMark]) -> String {
    var drawn = Set<String>()
    for row in study.pool.rows where !row.claims.isEmpty {
      drawn.formUnion(StudyPool.members(of: study.apps, family: row.family, platform: row.platform).map(\.app))
    }
    for row in study.pool.shorter { drawn.formUnion(row.apps) }
    let items = study.apps.filter { $0.failure == nil && drawn.contains($0.entry.label) }.map { app in
      let mark = marks[app.entry.label] ?? StudyMark(app: 0)
      return "<li><svg class=\"mark\" viewBox=\"-5 -5 10 10\" aria-hidden=\"true\"><g \(StudyPlot.paint(mark))>"
        + "<path d=\"\(mark.path(x: 0, y: 0, format: StudyPlot.f))\"/></g></svg>\(escaped(app.entry.label))</li>"
    }
    return "<ul class=\"plot-legend\" aria-label=\"Apps in the pictures\">\(items.joined())</ul>"
  }

  /// A lane for `claim` over `samples`: `label` at the left, the median,
  /// its interval and the verdict at the right.
  private static func pool(_ label: String, _ claim: ClaimRow, _ samples: [StudyPlot.Sample]) -> StudyPlot.Pool {
    let figure: String
    if let sure = claim.uncertainty {
      let percent = { (value: Double) in Int((value * 100).rounded()) }
      figure = "\(percent(sure.median)) % [\(percent(sure.lower))–\(percent(sure.upper))] \(claim.verdict.rawValue)"
    } else {
      figure = (claim.distribution.map { ClaimRow.percent($0.median) + " " } ?? "") + claim.verdict.rawValue
    }
    return StudyPlot.Pool(label: label, figure: figure, samples: samples, uncertainty: claim.uncertainty)
  }

  /// A lane's figures in words, for a screen reader.
  private static func describe(_ claim: ClaimRow) -> String {
    guard let sure = claim.uncertainty else {
      return "median \(claim.distribution.map { ClaimRow.percent($0.median) } ?? "—"); \(claim.verdict.rawValue)."
    }
    return "median with each app once \(ClaimRow.percent(sure.median)), 95 % interval "
      + "\(ClaimRow.percent(sure.lower))–\(ClaimRow.percent(sure.upper)); with every screen once "
      + "\(ClaimRow.percent(sure.screenMedian)); \(claim.verdict.rawValue)."
  }

  /// The CSS of the pictures: each mark's colour from the page palette,
  /// light and dark, and the figures' parts by class, so a figure follows
  /// the page's scheme.
  static var picturesCSS: String {
    let classes = StudyMark.paletteIndices.enumerated().map { mark, color in
      "svg .pc\(mark) { fill: var(--s\(color)); } svg .pc\(mark).o { fill: none; stroke: var(--s\(color)); }"
    }
    return """

      \(classes.joined(separator: "\n"))
      svg.plot { max-width: 560px; } .plot .pool { fill: var(--fg); } .plot .axis { fill: var(--muted); }
      .plot .claimed { fill: var(--band); fill-opacity: 1; } .plot .grid { stroke: var(--border); }
      .plot .med { stroke: var(--fg); } .plot .ci { fill: var(--fg); } .plot .smed { stroke: var(--muted); }
      .plot-legend { list-style: none; padding: 0; display: flex; flex-wrap: wrap; gap: 4px 16px; }
      svg.mark { display: inline-block; width: 12px; height: 12px; margin-right: 5px; vertical-align: -1px; }
      """
  }

  private func escaped(_ text: String) -> String { HTMLEscape.escape(text.escapedControls) }

  private static func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
}
