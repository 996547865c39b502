import ArchCodebase
import ArchLabCLI
import ArchMetrics

/// The workshop table: one row per variant, summed over the screens, then
/// the article's claims with their verdicts.
struct CompareText {
  let report: ArchLabReport
  let style: ANSIStyle
  let screens: [String]
  /// The columns the text fits in.
  let width: Int

  func render() -> String {
    let summaries = VariantSummary.summaries(of: report)
    let title = "ArchLab compare"
    let heading = wrap(
      "\(title): \(screens.joined(separator: ", ")); each variant's rotation, pop, background and process-death "
        + "scenarios run \(report.cycles) times (open → act → pop)", width: width)
    var text = style.bold(title) + heading.dropFirst(title.count) + "\n\n"
    text += table(summaries).plainText(color: style.enabled, width: width).trimmingTrailingSpaces + "\n"
    text += wrap(
      "code: lines without blanks and comments of each variant's own files, logic + view + model, what the "
        + "shares are of, counted as archlab claims counts a screen: logic: presenter, view model, reducer, "
        + "effects and their state; view: views, the contract (in a presenter's file too) and an MVC controller; "
        + "model: the variant's own model; each feature's shared model is app-wide, beside, and fakes are left "
        + "out. passed: scenarios as declared; "
        + "mismatched: steps of the scale and duplicate-counting runs whose frame or request count was not the "
        + "scenario's. Leak figures after all cycles and teardown. "
        + "Requests, over every run: for nobody: completed after their screen was gone; in flight: "
        + "still running a minute after teardown; stale: completed after a newer request replaced them. "
        + "dup/rot: extra requests per rotation; idle: virtual time from a pop mid-flight to no upstream work "
        + "(busy: upstream still working a minute after the pop).",
      width: width) + "\n\n"
    text += style.bold("The article's claims") + "\n"
    text += style.dim(wrap("Source: " + ArticleCitation.text, width: width, indent: "  ")) + "\n"
    let indent = String(repeating: " ", count: 19)
    for claim in report.claims {
      let lines = wrap(claim.claim, width: width, indent: indent)
      text += "  \(badge(claim.verdict))  " + lines.dropFirst(indent.count) + "\n"
      let detail = claim.verdict == .notMeasured ? claim.method : claim.measured
      text += style.dim(wrap(detail, width: width, indent: indent)) + "\n"
      if let reason = claim.reason { text += style.dim(wrap("why: " + reason, width: width, indent: indent)) + "\n" }
    }
    return text
  }

  func table(_ summaries: [VariantSummary]) -> TextTable {
    func leak(_ value: Int) -> TextTable.Cell { .init("\(value)", tone: value == 0 ? .good : .bad) }
    let rows = summaries.map { row -> [TextTable.Cell] in
      [
        // A variant whose files were not found has no size, not a size of 0.
        .init(row.variant), .init("\(row.screens)"), .init(row.code == 0 ? "—" : "\(row.code)"),
        .init(row.share(row.logic)), .init(row.share(row.view)), .init(row.share(row.model)),
        .init("\(row.passed)/\(row.scenarios)", tone: row.isPassing ? .good : .bad),
        leak(row.mismatched),
        leak(row.subscriptions), leak(row.tasks), leak(row.objects), leak(row.rendersAfterDestroy),
        leak(row.forNobody), leak(row.inFlight), .init("\(row.stale)"),
        .init(format(row.duplicates), tone: row.duplicates == 0 ? .plain : .mixed),
        row.idleAfterPop.map { .init("\(format($0)) s") } ?? .init("busy", tone: .bad),
      ]
    }
    return TextTable(
      headers: [
        "variant", "screens", "code", "logic", "view", "model", "passed", "mismatched", "subs", "tasks", "objects",
        "renders after destroy", "for nobody", "in flight", "stale", "dup/rot", "idle",
      ],
      alignments: [.left] + Array(repeating: .right, count: 16), rows: rows,
      // A narrow terminal stacks them in these groups: lines, scenarios, leaks, requests.
      groups: [0, 1, 1, 1, 1, 1, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 4])
  }

  func badge(_ verdict: Verdict) -> String {
    let text = verdict.rawValue.padding(toLength: 15, withPad: " ", startingAt: 0)
    switch verdict {
    case .holds: return style.green(text)
    case .partly, .inconclusive: return style.yellow(text)
    case .doesNotHold: return style.red(text)
    case .notMeasured: return style.dim(text)
    }
  }

  func format(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(format: "%.2f", value)
  }
}
