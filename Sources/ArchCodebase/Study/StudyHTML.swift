import Foundation

/// A study as one HTML page: the tables, a strip per app (each screen a
/// dot, per part) and the pooled distributions as boxes, each drawn over
/// the article's range for that part so a reader sees at once where the
/// screens fall.
public struct StudyHTML: Sendable {
  /// The study to draw.
  public var study: Study

  /// A page for `study`.
  public init(study: Study) { self.study = study }

  /// The whole page, self-contained (no script, no outside file).
  public func render() -> String {
    var body = [
      "<h1>\(e(StudyTextHeading.of(study)))</h1>", "<p class=\"source\">Claims from: \(e(ArticleCitation.text))</p>",
    ]
    body += ["<h2>Apps</h2>", table(StudyTables.apps(study)), "<p>\(e(StudyTables.marks))</p>"]
    body += warningParagraphs
    for app in study.failures {
      body.append("<p class=\"failed\">\(e(app.entry.label)) (line \(app.entry.line)): \(e(app.failure ?? ""))</p>")
    }
    let notCounted = StudyText.notCounted(study)
    if !notCounted.isEmpty {
      body.append("<p class=\"failed\">\(e(StudyText.notCountedNote))</p>")
      body.append("<ul class=\"failed\">" + notCounted.map { "<li>\(e($0))</li>" }.joined() + "</ul>")
    }
    body += ["<h2>Screens by pattern</h2>", table(StudyTables.patterns(study))]
    body += ["<h2>Pooled</h2>", "<p>\(e(StudyText.poolNote))</p>", table(StudyTables.pooled(study))]
    body += [
      "<h2>The article's claims on the pool</h2>", table(StudyTables.verdicts(study)), "<p>\(e(StudyText.rules))</p>",
    ]
    body += pictures()
    body.append("<h2>Each pool, over the article's ranges</h2>")
    body.append(legend)
    for row in study.pool.rows {
      let title =
        "\(row.family.rawValue), \(row.platform.rawValue): \(row.screens) screen\(row.screens == 1 ? "" : "s") of "
        + "\(row.apps) app\(row.apps == 1 ? "" : "s")"
      let lanes = ScreenPart.studied.map { part in
        Lane(
          label: part.rawValue, values: samples(row, part), band: Self.band(part, family: row.family),
          box: row.distribution(part))
      }
      body.append(figure(title, lanes))
    }
    body.append("<h2>Each app, a dot per screen</h2>")
    for app in study.apps where app.failure == nil {
      let judged = app.screens.filter { $0.lines.view > 0 && $0.pattern != .other }
      guard !judged.isEmpty else { continue }
      let lanes = ScreenPart.studied.map { part in
        Lane(label: part.rawValue, values: judged.map { $0.share(part) }, band: Self.band(part, family: nil), box: nil)
      }
      let commit = StudyTables.commit(app)
      body.append(figure("\(app.entry.label) (\(commit)): \(judged.count) screens", lanes))
    }
    let main = "<main>\n" + body.joined(separator: "\n") + "\n</main>"
    return HTMLPage(title: StudyTextHeading.of(study).escapedControls, style: Self.css + Self.picturesCSS, body: main)
      .render()
  }

  /// One lane of a strip: a part's values, its claimed band, and a box.
  struct Lane {
    var label: String
    var values: [Double]
    var band: ClosedRange<Double>?
    var box: ClaimDistribution?
  }

  /// The article's range for `part`: the presenter's 40–60 % for the
  /// logic of MVP-family screens, 20–30 % for the view and the model; none
  /// for MVC, on which the article makes no claim. An app's strip, which
  /// mixes patterns (`family` nil), draws the view and model bands only.
  static func band(_ part: ScreenPart, family: StudyFamily?) -> ClosedRange<Double>? {
    if family == .mvc { return nil }
    switch part {
    case .logic: return family == .mvpFamily ? 0.40...0.60 : nil
    case .view, .model: return 0.20...0.30
    default: return nil
    }
  }

  private func samples(_ row: StudyPoolRow, _ part: ScreenPart) -> [Double] {
    StudyPool.members(of: study.apps, family: row.family, platform: row.platform).map { $0.screen.share(part) }
  }

  private func figure(_ title: String, _ lanes: [Lane]) -> String {
    let (left, width, laneHeight) = (60.0, 560.0, 26.0)
    let height = Double(lanes.count) * laneHeight + 22
    var svg = [
      "<svg viewBox=\"0 0 \(Int(left + width + 20)) \(Int(height))\" role=\"img\" aria-label=\"\(e(title))\">"
    ]
    let x = { (value: Double) in left + max(0, min(1, value)) * width }
    for tick in stride(from: 0.0, through: 1.0, by: 0.2) {
      svg.append(
        "<line class=\"tick\" x1=\"\(x(tick))\" x2=\"\(x(tick))\" y1=\"0\" y2=\"\(height - 18)\"/>"
          + "<text class=\"axis\" x=\"\(x(tick))\" y=\"\(height - 4)\">\(Int(tick * 100)) %</text>")
    }
    for (index, lane) in lanes.enumerated() {
      let top = Double(index) * laneHeight + 2
      let middle = top + laneHeight / 2 - 2
      svg.append("<text class=\"lane\" x=\"\(left - 8)\" y=\"\(middle + 4)\">\(e(lane.label))</text>")
      if let band = lane.band {
        svg.append(
          "<rect class=\"band\" x=\"\(x(band.lowerBound))\" y=\"\(top)\" "
            + "width=\"\(x(band.upperBound) - x(band.lowerBound))\" height=\"\(laneHeight - 6)\"/>")
      }
      if let box = lane.box, box.count > 0 {
        svg.append(
          "<line class=\"whisker\" x1=\"\(x(box.minimum))\" x2=\"\(x(box.maximum))\" "
            + "y1=\"\(middle)\" y2=\"\(middle)\"/>"
            + "<rect class=\"box \(lane.label)\" x=\"\(x(box.lowerQuartile))\" y=\"\(top + 3)\" "
            + "width=\"\(max(1, x(box.upperQuartile) - x(box.lowerQuartile)))\" height=\"\(laneHeight - 12)\"/>"
            + "<line class=\"median\" x1=\"\(x(box.median))\" x2=\"\(x(box.median))\" y1=\"\(top + 1)\" "
            + "y2=\"\(top + laneHeight - 7)\"/>")
      }
      for value in lane.values {
        svg.append("<circle class=\"dot \(lane.label)\" cx=\"\(x(value))\" cy=\"\(middle)\" r=\"3\"/>")
      }
    }
    svg.append("</svg>")
    return "<figure><figcaption>\(e(title))</figcaption>\(svg.joined())</figure>"
  }

  private var legend: String {
    "<p class=\"legend\"><span class=\"swatch band\"></span> the article's range for that part "
      + "(the presenter's 40–60 % on MVP-family logic, view and model 20–30 %; none for MVC) · "
      + "box: quartiles, line: median, whiskers: smallest to largest · dots: screens</p>"
  }

  private func table(_ table: TextTable) -> String {
    let head = table.headers.map { "<th>\(e($0))</th>" }.joined()
    let rows = table.rows.map { row in
      "<tr>"
        + zip(row, table.alignments).map { cell, alignment in
          let tone = cell.tone == .plain ? "" : " tone-\(cell.tone)"
          let align = alignment == .right ? " num" : ""
          return "<td class=\"\(align)\(tone)\">\(e(cell.text))</td>"
        }.joined() + "</tr>"
    }.joined()
    return "<div class=\"table-wrap\"><table><thead><tr>\(head)</tr></thead><tbody>\(rows)</tbody></table></div>"
  }

  private func e(_ text: String) -> String { HTMLEscape.escape(text.escapedControls) }

  /// The page's own rules, after the shared ones (`HTMLPage.css`): the
  /// strips, each part in its role's colour from the page palette.
  static let css = """
    :root { --band: rgba(31, 136, 61, 0.16); }
    @media (prefers-color-scheme: dark) { :root { --band: rgba(63, 185, 80, 0.22); } }
    .source, .legend, figcaption { color: var(--muted); } .failed { color: var(--bad-fg); }
    figure { margin: 12px 0; } svg { width: 100%; max-width: 640px; display: block; }
    .tick { stroke: var(--border); } .axis { fill: var(--muted); font-size: 10px; text-anchor: middle; }
    .lane { fill: var(--fg); font-size: 11px; text-anchor: end; } .band { fill: var(--band); }
    .whisker, .median { stroke: var(--fg); stroke-width: 1.5; } .box { fill-opacity: 0.35; }
    \(partRules)
    .dot { fill-opacity: 0.8; } .swatch { display: inline-block; width: 14px; height: 10px; }
    span.band { background: var(--band); }
    """

  /// `.logic { fill: var(--s0); }` and so on: each studied part's colour.
  static let partRules = ScreenPart.studied.map { part in
    ".\(part.rawValue) { fill: var(--s\(PagePalette.index(of: part.rawValue))); }"
  }.joined(separator: " ")
}

/// The heading a study's pages share.
enum StudyTextHeading {
  static func of(_ study: Study) -> String {
    let failed = study.failures.count
    let apps = "\(study.apps.count) app\(study.apps.count == 1 ? "" : "s")"
    let screens = study.apps.map(\.screens.count).reduce(0, +)
    return "ArchLab study: \(apps), \(screens) screens"
      + (failed == 0 ? "" : "; \(failed) app\(failed == 1 ? "" : "s") could not be measured")
  }
}

extension ScreenPart {
  /// The parts a study draws: logic, view, model.
  static let studied: [ScreenPart] = [.logic, .view, .model]
}

extension StudyPoolRow {
  /// The distribution of `part`'s share.
  func distribution(_ part: ScreenPart) -> ClaimDistribution? {
    switch part {
    case .logic: logic
    case .view: view
    case .model: model
    default: nil
    }
  }
}
