/// The article's coverage claim on an app's own test-coverage report
/// (`archlab claims PATH --coverage FILE`): "unit-test coverage of business
/// logic reached 85–90 % with MVP, two to three times that of comparable
/// MVC projects".
extension CodebaseClaims {
  /// The two coverage claims, judged screen by screen on `coverage`:
  ///
  /// - line coverage of each MVP-family screen's logic files; **holds**
  ///   when every screen reaches 85 % (more than claimed supports the
  ///   claim), **does not hold** when none does, **partly** otherwise;
  /// - each such screen's coverage ÷ the line coverage of the MVC screens'
  ///   controllers (their view controllers, activities, fragments, pooled),
  ///   judged against 2–3× as a share claim is.
  ///
  /// Files of those screens that no record matches are listed, not
  /// counted as uncovered.
  static func coverageClaims(_ grouping: ScreenGrouping, coverage: CoverageFile) -> [ClaimRow] {
    let match = CoverageMatch(coverage.records)
    let format = "\(coverage.format.rawValue) report, \(coverage.records.count) source files"
    var missing: [String] = []
    func lines(of screen: AppScreen, part: ScreenPart) -> LineCoverage? {
      let files = grouping.files.filter { $0.screen == screen.name && $0.part == part }
      var sum = LineCoverage(covered: 0, count: 0)
      for file in files {
        guard let found = match.lines(of: file.path) else {
          missing.append(file.path)
          continue
        }
        sum = LineCoverage(covered: sum.covered + found.covered, count: sum.count + found.count)
      }
      return sum.count == 0 ? nil : sum
    }
    let family = grouping.screens.filter(\.pattern.isMVPFamily)
    let logic = family.compactMap { screen in lines(of: screen, part: .logic).map { (screen.name, $0) } }
    let familyMissing = missing
    let controllers = grouping.screens.filter { $0.pattern == .mvc }.compactMap { lines(of: $0, part: .view) }
    let mvc = controllers.reduce(LineCoverage(covered: 0, count: 0)) {
      LineCoverage(covered: $0.covered + $1.covered, count: $0.count + $1.count)
    }
    let unmatched =
      familyMissing.isEmpty
      ? ""
      : "; no coverage record for \(familyMissing.count) logic file\(familyMissing.count == 1 ? "" : "s") of "
        + "MVP-family screens, left out: " + familyMissing.prefix(5).joined(separator: ", ")
        + (familyMissing.count > 5 ? ", …" : "")
    let covered = ArticleClaim.logicCoverage
    let times = ArticleClaim.coverageTimesMVC
    guard !logic.isEmpty else {
      let why = family.isEmpty ? "no MVP-family screens" : "no coverage record for any MVP-family screen's logic"
      return [
        ClaimRow(covered, measured: "—", verdict: .notMeasured, method: "\(why) (\(format))\(unmatched)"),
        ClaimRow(times, measured: "—", verdict: .notMeasured, method: "\(why) (\(format))"),
      ]
    }
    let samples = logic.map { ClaimDistribution.Sample(screen: $0.0, value: $0.1.fraction) }
    let spread = ClaimDistribution(samples, claimed: covered.range ?? 0...1)
    let reaching = samples.filter { $0.value >= 0.85 - 1e-9 }.count
    let total = logic.reduce(LineCoverage(covered: 0, count: 0)) {
      LineCoverage(covered: $0.covered + $1.1.covered, count: $0.count + $1.1.count)
    }
    let first = ClaimRow(
      covered,
      measured: "\(ClaimRow.percentKeepingEnds(spread.minimum))–\(ClaimRow.percentKeepingEnds(spread.maximum)) "
        + "(median \(ClaimRow.percentKeepingEnds(spread.median))), 85 % or more on \(reaching) of \(samples.count) "
        + "screens; "
        + "\(total.covered) of \(total.count) logic lines run by the tests",
      verdict: reaching == samples.count ? .holds : reaching == 0 ? .doesNotHold : .partly,
      reason: "\(reaching) of \(samples.count) screens at 85 % or more; holds when every screen's logic reaches "
        + "85 % (more coverage than claimed supports the claim), does not hold when none does, partly otherwise",
      method: "line coverage of the logic files (presenter and its state) of each MVP-family screen, from the "
        + "\(format)\(unmatched)", distribution: spread)
    guard mvc.count > 0 else {
      return [
        first,
        ClaimRow(
          times, measured: "—", verdict: .notMeasured,
          method: "needs MVC screens whose controllers have coverage records (\(format))"),
      ]
    }
    // A ratio to no line run at all is no figure (it would read 850000000.0×).
    guard mvc.covered > 0 else {
      return [
        first,
        ClaimRow(
          times, measured: "—", verdict: .notMeasured,
          method: "the tests ran none of the MVC screens' controller lines (0 of \(mvc.count)): no ratio to 0 % "
            + "(\(format))"),
      ]
    }
    let ratios = logic.map { ClaimDistribution.Sample(screen: $0.0, value: $0.1.fraction / max(1e-9, mvc.fraction)) }
    let second = ClaimJudge.share(
      times, samples: ratios,
      method: "each MVP-family screen's logic coverage ÷ the line coverage of the MVC screens' controllers ("
        + "\(mvc.covered) of \(mvc.count) lines, \(ClaimRow.percent(mvc.fraction))), from the \(format)")
    return [first, second]
  }
}
