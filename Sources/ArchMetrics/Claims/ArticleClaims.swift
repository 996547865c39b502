import ArchCodebase
import Foundation

/// The article's claims that ArchLab can measure, each judged on this run's
/// figures: generated, never written by hand.
///
/// ```swift
/// for row in ArticleClaims.evaluate(inputs) { print(row.verdict, row.claim) }
/// ```
public enum ArticleClaims {
  /// One row per claim, in the article's order.
  public static func evaluate(_ inputs: ClaimInputs) -> [ClaimRow] {
    let shares = RoleShares(inputs.lines)
    return [
      shares.claim(.presenterShare, describing: "presenter and its state"),
      shares.claim(.viewShare, describing: "views and the contract"),
      shares.claim(.modelShare, describing: "the screen's own model"),
      shares.shorter(.mvvmShorter, than: "mvp", variant: "mvvm-flow"),
      shares.shorter(.shorterAfterMigration, than: "mvp", variant: "ladder-4-factory"),
      leakedSubscriptionUpdatesDetachedView(inputs.matrix),
      weakViewReleasedOnPop(inputs.matrix),
      retainedPresenterAvoidsReload(inputs.matrix),
      presenterTestsRunInMilliseconds(inputs.presenterScenarioTime),
      coverage(inputs.coverage),
    ]
  }

  static func leakedSubscriptionUpdatesDetachedView(_ matrix: [MatrixRow]) -> ClaimRow {
    let leaky = matrix.filter { $0.variant == "mvp-leaky" }
    let rendering = leaky.filter { $0.rendersAfterDestroy > 0 }
    let claim = ArticleClaim.leakedSubscription
    guard !leaky.isEmpty else { return notMeasured(claim, "no mvp-leaky row in this run") }
    let verdict: Verdict =
      rendering.count == leaky.count ? .holds : rendering.isEmpty ? .doesNotHold : .partly
    return ClaimRow(
      claim,
      measured: "renders after destroy on \(rendering.count) of \(leaky.count) screens; "
        + "\(leaky.map(\.liveSubscriptions).reduce(0, +)) subscriptions left live",
      verdict: verdict,
      reason: "renders after destroy on \(rendering.count) of \(leaky.count) mvp-leaky screens; "
        + ClaimJudge.everyScreenRule("shows them"),
      method: "mvp-leaky, the scale runs (rotation, pop, background and process-death scenarios, each for the "
        + "scale cycles); render log and ledger after teardown")
  }

  static func weakViewReleasedOnPop(_ matrix: [MatrixRow]) -> ClaimRow {
    let mvp = matrix.filter { $0.variant == "mvp" }
    let claim = ArticleClaim.weakViewReleased
    guard !mvp.isEmpty else { return notMeasured(claim, "no mvp row in this run") }
    let released = mvp.filter { $0.objectsAlive == 0 && $0.isPassing }
    return ClaimRow(
      claim,
      measured: "no view, presenter or view model alive after pop on \(released.count) of \(mvp.count) screens",
      verdict: released.count == mvp.count ? .holds : released.isEmpty ? .doesNotHold : .partly,
      reason: "\(released.count) of \(mvp.count) mvp screens release everything and pass; "
        + ClaimJudge.everyScreenRule("does"),
      method: "mvp: every scenario (pop mid-flight included) and the scale runs; lifetime tracker after teardown")
  }

  static func retainedPresenterAvoidsReload(_ matrix: [MatrixRow]) -> ClaimRow {
    let mvp = matrix.filter { $0.variant == "mvp" }
    let mvc = matrix.filter { $0.variant == "mvc" }
    let claim = ArticleClaim.retainedPresenter
    guard !mvp.isEmpty, !mvc.isEmpty else { return notMeasured(claim, "needs mvp and mvc rows") }
    let avoided = mvp.filter { $0.duplicateRequestsPerRotation == 0 }
    let mvcRepeats = mvc.map(\.duplicateRequestsPerRotation).reduce(0, +) / Double(mvc.count)
    return ClaimRow(
      claim,
      measured: "mvp repeats no request on \(avoided.count) of \(mvp.count) screens; "
        + "mvc repeats \(format(mvcRepeats)) per rotation on average",
      verdict: avoided.count == mvp.count ? .holds : avoided.isEmpty ? .doesNotHold : .partly,
      reason: "\(avoided.count) of \(mvp.count) mvp screens repeat no request on rotation; "
        + ClaimJudge.everyScreenRule("repeats none"),
      method: "rotation mid-flight scenario with and without its rotations; fake request counts")
  }

  static func presenterTestsRunInMilliseconds(_ time: SampleSummary?) -> ClaimRow {
    let claim = ArticleClaim.presenterTestsFast
    guard let time, time.count > 0 else {
      return notMeasured(claim, "real time is measured only by timed runs: archlab-bench (docs/results.md)")
    }
    let milliseconds = time.median / 1e6
    return ClaimRow(
      claim,
      measured: "one MVP scenario, headless: median \(format(milliseconds)) ms, p99 \(format(time.p99 / 1e6)) ms",
      verdict: milliseconds < 10 ? .holds : milliseconds < 100 ? .partly : .doesNotHold,
      reason: "median \(format(milliseconds)) ms; holds under 10 ms, partly under 100 ms, "
        + "does not hold at 100 ms or more",
      method: "real time of every mvp scenario (fresh host, fake view, virtual clock), \(time.count) runs")
  }

  static func coverage(_ figures: CoverageFigures?) -> ClaimRow {
    let claim = ArticleClaim.logicCoverage
    guard let figures else {
      return notMeasured(
        claim,
        "measured by the benchmark run: `swift test --enable-code-coverage`, then "
          + "`swift run -c release archlab-bench --coverage \"$(swift test --show-codecov-path)\"`")
    }
    let presenters = figures.presenters.fraction
    let verdict: Verdict = presenters >= 0.85 ? .holds : presenters >= 0.70 ? .partly : .doesNotHold
    return ClaimRow(
      claim,
      measured: "presenters \(ClaimRow.percentKeepingEnds(presenters)) of \(figures.presenters.count) lines, "
        + "view models \(ClaimRow.percentKeepingEnds(figures.viewModels.fraction)) of "
        + "\(figures.viewModels.count) lines",
      verdict: verdict,
      reason: "presenters \(String(format: "%.1f %%", presenters * 100)) against 85–90 %; holds at 85 % or more "
        + "(more coverage than "
        + "claimed supports the claim), partly at 70–85 %, does not hold below 70 %",
      method: "llvm-cov line coverage of Sources/ArchFeatures/**/*Presenter.swift and *ViewModel.swift "
        + "under swift test")
  }

  static func notMeasured(_ claim: ArticleClaim, _ why: String) -> ClaimRow { ClaimRow.notMeasured(claim, why) }

  static func format(_ value: Double) -> String { String(format: "%.2f", value) }
}
