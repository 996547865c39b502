import ArchFeatures
import ArchLabCLI
import ArchMetrics

/// One scenario's timeline on several variants, side by side: each step,
/// the frame each variant's view shows, and what went wrong.
struct Timeline {
  let feature: AnyFeature
  let scenario: String
  let reports: [ScenarioReport]
  let style: ANSIStyle

  func render() -> String {
    let variants = reports.map(\.variant.rawValue)
    var text = style.bold("\(feature.title) · \(scenario)") + " · \(variants.joined(separator: " vs "))\n\n"
    text += table().plainText(color: style.enabled).trimmingTrailingSpaces + "\n"
    text += "↯ render after destroy   ≠ not the frame the scenario expects   "
      + "[n req ≠ m] not the request count it expects   #n the view instance (a new one after each rotation or restore)\n"
    let notes = deviations() + problems()
    if !notes.isEmpty { text += "\n" + notes.joined(separator: "\n") + "\n" }
    text += "\n" + style.bold("After teardown") + "\n"
    for report in reports { text += verdict(report) }
    return text
  }

  func table() -> TextTable {
    let steps = reports.map(\.steps.count).max() ?? 0
    let rows = (0..<steps).map { index -> [TextTable.Cell] in
      let first = reports.lazy.compactMap { $0.steps.indices.contains(index) ? $0.steps[index] : nil }.first
      let step = first.map { $0.isLifecycleEvent ? "[\($0.action)]" : $0.action } ?? ""
      let time = first.map { formatSeconds($0.time) } ?? ""
      return [.init("\(index + 1)"), .init(time), .init(step)] + reports.map { cell($0, index) }
    }
    return TextTable(
      headers: ["#", "time", "step"] + reports.map(\.variant.rawValue),
      alignments: [.right, .right, .left] + reports.map { _ in .left }, rows: rows)
  }

  func cell(_ report: ScenarioReport, _ index: Int) -> TextTable.Cell {
    guard report.steps.indices.contains(index) else { return .init("(stopped)", tone: .bad) }
    let step = report.steps[index]
    let instance = step.view.split(separator: " ").first.map(String.init) ?? ""
    var text = step.shown == "no view" ? "no view" : "\(instance) \(step.shown)"
    var tone = TextTable.Tone.plain
    if !step.rendersAfterDestroy.isEmpty {
      text += " ↯\(step.rendersAfterDestroy.count)"
      tone = .bad
    }
    if !step.frameMatches {
      text += " ≠"
      tone = .bad
    }
    if !step.requestsMatch, let expected = step.expectedRequests {
      text += " [\(step.requests) req ≠ \(expected)]"
      tone = .bad
    }
    return .init(text, tone: tone)
  }

  /// The declared differences that applied, once per variant and reason.
  func deviations() -> [String] {
    reports.flatMap { report in
      Array(Set(report.steps.compactMap(\.deviation))).sorted().map {
        "  \(report.variant) is expected to differ: \($0)"
      }
    }
  }

  /// Renders after destroy, unexpected frames and request counts, step by step.
  func problems() -> [String] {
    reports.flatMap { report in
      report.steps.enumerated().flatMap { index, step in
        let prefix = "  step \(index + 1), \(report.variant): "
        var lines = step.rendersAfterDestroy.map { style.red(prefix + $0) }
        if !step.frameMatches { lines.append(style.red(prefix + "expected \(step.expected), shown \(step.shown)")) }
        if !step.requestsMatch, let expected = step.expectedRequests {
          lines.append(style.red(prefix + "expected \(expected) request\(expected == 1 ? "" : "s"), made \(step.requests)"))
        }
        return lines
      }
    }
  }

  func verdict(_ report: ScenarioReport) -> String {
    let name = report.variant.rawValue
    let leaks = report.probes.leakKinds.map(\.rawValue).joined(separator: ", ")
    var text: String
    if report.expectedLeaks != nil {
      let caught = report.passed ? style.green("caught") : style.red("NOT caught as declared")
      text = "  \(name): leaks on purpose, \(caught): \(leaks.isEmpty ? "nothing" : leaks)\n"
    } else if report.passed {
      text = "  \(name): " + style.green("clean") + ", every frame as expected\n"
    } else {
      text = "  \(name): " + style.red("FAILED") + "\n"
    }
    let probes = report.probes
    text += "    upstream: \(probes.requestsStarted) started, \(probes.requestsCancelled) cancelled, "
      + "\(probes.requestsCompletedForNobody) completed for nobody, \(probes.requestsInFlight) still in flight, "
      + "\(probes.requestsCompletedStale) completed stale\n"
    for line in report.probes.leaks.prefix(8) { text += "    - \(line)\n" }
    if report.probes.leaks.count > 8 { text += "    - … and \(report.probes.leaks.count - 8) more\n" }
    return text
  }

  func formatSeconds(_ seconds: Double) -> String {
    let milliseconds = Int((seconds * 1000).rounded())
    return milliseconds % 1000 == 0 ? "\(milliseconds / 1000) s" : "\(Double(milliseconds) / 1000) s"
  }
}
