import ArchCodebase

/// The README's "What the figures say today": a few sentences, every
/// figure read from one benchmark run's report (`docs/results.json`), so
/// the summary cannot drift from the run it cites.
///
/// ```swift
/// let report = try JSONReportReader.read(from: URL(fileURLWithPath: "docs/results.json"))
/// print(ResultsDigest(report).markdown)
/// ```
public struct ResultsDigest: Sendable {
  /// The run the digest reads.
  public let report: ArchLabReport

  /// A digest of `report`.
  public init(_ report: ArchLabReport) { self.report = report }

  /// The section's body: Markdown bullets wrapped at 76 columns.
  public var markdown: String {
    var blocks = [
      "From [docs/results.md](docs/results.md): a release build, with every scale run at \(report.cycles) "
        + "cycles. [Metrics.md](docs/Metrics.md) defines each figure."
    ].map { Self.wrap($0, first: "", rest: "") }
    blocks.append(
      [
        bullets(["**The size claims, on the suite's own screens.**"] + sizeItems()),
        bullets(["**The behaviour claims.**"] + behaviourItems()),
        bullets(["**Timings and ArchFlow.**"] + timingItems()),
      ].joined(separator: "\n"))
    return blocks.joined(separator: "\n\n") + "\n"
  }

  // MARK: Items

  private func sizeItems() -> [String] {
    var items: [String] = []
    // Counted as `archlab claims` counts a screen; the verdict is the median's interval against the range.
    if let row = row(.presenterShare), let share = row.distribution {
      items.append("The presenter (the logic part) is \(range(share)) of an MVP screen's code, median "
        + "\(percent(share.median))\(interval(row)), inside the article's 40–60 % on \(share.inRange) of "
        + "\(share.count) screens: \(row.verdict.rawValue).")
    }
    if let row = row(.viewShare), let share = row.distribution {
      items.append("The view and its contract are \(range(share)), median \(percent(share.median))\(interval(row)), "
        + "inside 20–30 % on \(share.inRange) screens: \(row.verdict.rawValue).")
    }
    if let row = row(.modelShare), let share = row.distribution {
      items.append("A screen's own model is \(range(share)) (each feature's model is shared, app-wide): "
        + "\(row.verdict.rawValue).")
    }
    if let saving = claim(.mvvmShorter) {
      var item = "`mvvm-flow` is \(percent(saving.median)) shorter than `mvp` at the median "
        + "(\(range(saving)) over \(saving.count) screens), against the claimed 25–30 %."
      if let ladder = claim(.shorterAfterMigration) {
        item += " After the four-step migration it is \(percent(ladder.median)) shorter."
      }
      items.append(item)
    }
    return items
  }

  /// `" (95 % interval 51–68 %)"`, or nothing in a report written before verdicts had intervals.
  private func interval(_ row: ClaimRow) -> String {
    guard let sure = row.uncertainty else { return "" }
    return " (95 % interval \(percent(sure.lower).dropLast(2))–\(percent(sure.upper)))"
  }

  private func behaviourItems() -> [String] {
    var items: [String] = []
    let leaky = rows("mvp-leaky")
    if !leaky.isEmpty {
      let rendering = leaky.filter { $0.rendersAfterDestroy > 0 }.count
      items.append("The leaky presenter renders into destroyed views on \(rendering) of \(leaky.count) screens "
        + "and leaves \(count(leaky.map(\.liveSubscriptions).reduce(0, +))) subscriptions live after the scale "
        + "runs.")
    }
    let disciplined = report.matrix.filter { !controls.contains($0.variant) }
    let clean = disciplined.filter { $0.isClean && $0.isPassing }.count
    items.append("\(clean) of \(disciplined.count) disciplined screen × variant rows leave nothing behind and show "
      + "the scenarios' frames at every cycle.")
    let mvc = rows("mvc").map(\.duplicateRequestsPerRotation)
    if !mvc.isEmpty {
      let retained = rows("mvp").allSatisfy { $0.duplicateRequestsPerRotation == 0 }
      items.append("\(retained ? "A retained presenter repeats no request on rotation; " : "")MVC repeats "
        + "\(NumberFormat.fixed(mvc.reduce(0, +) / Double(mvc.count), digits: 2)) per rotation on average.")
    }
    let article = rows("mvp-article")
    if !article.isEmpty {
      let twinClean = rows("mvp-article-cancelling").allSatisfy(\.isClean)
      let forNobody = count(article.map(\.completedForNobody).reduce(0, +))
      let twin = twinClean ? "leaves none" : "still leaves some"
      items.append("The article's own presenter (`mvp-article`) leaves \(forNobody) requests completing for "
        + "nobody over its \(article.count) screens; `mvp-article-cancelling`, which cancels in `detach()`, \(twin).")
    }
    if let coverage = row(.logicCoverage),
      coverage.verdict != .notMeasured
    {
      items.append("Test coverage of the presenters' lines: \(coverage.measured).")
    }
    return items
  }

  private func timingItems() -> [String] {
    var items: [String] = []
    if let scenario = timing("run one mvp scenario headless") {
      items.append("One MVP scenario runs headless in \(NumberFormat.duration(nanoseconds: scenario)) (median).")
    }
    if let callback = timing("cancel a callback subscription"), let task = timing("cancel a task-based subscription") {
      items.append("A callback subscription cancels in \(NumberFormat.duration(nanoseconds: callback)), a "
        + "task-based one in \(NumberFormat.duration(nanoseconds: task)) (medians).")
    }
    let ratios = [
      ("an emit to one subscriber", "StateFlow.emit (1 subscriber)", "Raw.emit (1 subscriber)",
       "a raw lock and closures"),
      ("subscribe + cancel", "StateFlow.subscribeCancel (0 others)", "Raw.subscribeCancel (0 others)", "its raw floor"),
      ("a cold `asFlow()` chain written where it is subscribed",
       "asFlow() through map → filter → map, written where subscribed",
       "Array loop, map → filter → map fused by hand", "a loop over the array"),
      ("the same chain stored and subscribed later", "asFlow() through map → filter → map, stored, subscribed later",
       "Array loop, map → filter → map fused by hand", "the loop"),
      ("the async bridge", "StateFlow.values.element", "AsyncStream.element", "`AsyncStream` per element"),
    ].compactMap { label, measured, floor, floorWords -> String? in
      guard let value = timing("flow: " + measured), let base = timing("flow: " + floor), base > 0 else { return nil }
      return "\(label) costs \(NumberFormat.ratio(value / base)) \(floorWords)"
    }
    if !ratios.isEmpty { items.append("In ArchFlow, " + ratios.joined(separator: "; ") + ".") }
    return items
  }

  // MARK: Reading the report

  private var controls: Set<String> {
    Set(report.matrix.filter { $0.variant.contains("leaky") || $0.variant == "mvp-article" }.map(\.variant))
  }

  private func claim(_ claim: ArticleClaim) -> ClaimDistribution? { row(claim)?.distribution }

  private func row(_ claim: ArticleClaim) -> ClaimRow? { report.claims.first { $0.id == claim } }

  private func rows(_ variant: String) -> [MatrixRow] { report.matrix.filter { $0.variant == variant } }

  private func timing(_ name: String) -> Double? { report.timings.first { $0.name == name }?.nanoseconds.median }

  private func range(_ distribution: ClaimDistribution) -> String {
    "\(percent(distribution.minimum).dropLast(2))–\(percent(distribution.maximum))"
  }

  private func percent(_ share: Double) -> String { NumberFormat.fixed(share * 100, digits: 0) + " %" }

  /// `12001` as `12,001`, as the README writes counts.
  private func count(_ value: Int) -> String {
    var digits = String(value.magnitude)
    var groups: [Substring] = []
    while digits.count > 3 {
      groups.insert(digits.suffix(3), at: 0)
      digits.removeLast(3)
    }
    return (value < 0 ? "-" : "") + ([Substring(digits)] + groups).joined(separator: ",")
  }

  // MARK: Layout

  /// A bold lead bullet with its items nested under it.
  private func bullets(_ lines: [String]) -> String {
    guard let lead = lines.first else { return "" }
    let nested = lines.dropFirst().map { Self.wrap($0, first: "  - ", rest: "    ") }
    return ([Self.wrap(lead, first: "- ", rest: "  ")] + nested).joined(separator: "\n")
  }

  /// `text` wrapped at 76 columns, the first line after `first`, the rest after `rest`.
  static func wrap(_ text: String, first: String, rest: String, width: Int = 76) -> String {
    TextWrap.lines(text, first: first, rest: rest, width: width)
  }
}
