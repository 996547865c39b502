import ArchCodebase
import ArchFeatures
import ArchMetrics

/// `archlab play --format html`: one scenario as a self-contained page to
/// step through in front of a room. One row per step and a last one for
/// teardown, one lane per variant with the frame its view shows; renders
/// after destroy, unexpected frames and request counts are marked on the
/// step where they happen, leaks and wasted requests on teardown, where the
/// probes find them. Arrow keys (or clicks) move the current step; the
/// panel under the table shows that step's whole frames and probe readings.
///
/// Inline CSS and script, no network: it works from a file.
struct TimelinePage {
  let feature: AnyFeature
  let scenario: String
  let reports: [ScenarioReport]

  var steps: Int { reports.map(\.steps.count).max() ?? 0 }

  func render() -> String {
    let esc = HTMLEscape.escape
    let variants = reports.map(\.variant.rawValue)
    let title = "\(feature.title) · \(scenario)"
    let body = """
      <header>
      <h1>\(esc(title))</h1>
      <p class="meta">\(esc(variants.joined(separator: " vs "))) · ArchLab \(esc(Provenance.archLabVersion)) · \
      <kbd>←</kbd> <kbd>→</kbd> or a click moves the step</p>
      </header>
      <main>
      <div class="timeline-wrap">
      <table class="timeline">
      <thead><tr><th scope="col">#</th><th scope="col">time</th><th scope="col">step</th>\
      \(variants.map { "<th scope=\"col\">\(esc($0))</th>" }.joined())</tr></thead>
      <tbody>
      \((0..<steps).map(row).joined(separator: "\n"))
      \(teardownRow())
      </tbody>
      </table>
      </div>
      <p class="legend">◆ the variants differ · ↯ render after destroy · ≠ not the frame the scenario expects · \
      req ≠ not the request count it expects · #n the view instance</p>
      <section id="details" aria-live="polite">
      \((0..<steps).map(detail).joined(separator: "\n"))
      \(teardownDetail())
      </section>
      </main>
      <script>
      \(TimelinePage.script)
      </script>
      """
    return HTMLPage(
      title: title, style: TimelinePage.css, body: body,
      head: "<noscript><style>article.detail[hidden] { display: block; }</style></noscript>",
      bodyAttributes: " data-current=\"1\""
    ).render()
  }

  func step(_ report: ScenarioReport, _ index: Int) -> StepRecord? {
    report.steps.indices.contains(index) ? report.steps[index] : nil
  }

  func marks(_ step: StepRecord) -> [String] {
    var marks: [String] = []
    if !step.rendersAfterDestroy.isEmpty { marks.append("↯\(step.rendersAfterDestroy.count)") }
    if !step.frameMatches { marks.append("≠") }
    if !step.requestsMatch, let expected = step.expectedRequests { marks.append("\(step.requests) req ≠ \(expected)") }
    return marks
  }

  func row(_ index: Int) -> String {
    let esc = HTMLEscape.escape
    let first = reports.lazy.compactMap { step($0, index) }.first
    let cells = reports.map { report -> (text: String, marks: [String]) in
      guard let step = step(report, index) else { return ("(stopped)", ["stopped"]) }
      return (step.shownWithInstance, marks(step))
    }
    let diverges = reports.count > 1 && Set(cells.map { $0.text + $0.marks.joined() }).count > 1
    let action = first.map { $0.isLifecycleEvent ? "[\($0.action)]" : $0.action } ?? ""
    let lanes = zip(reports, cells).map { report, cell in
      let marks = cell.marks.map { "<span class=\"mark\">\(esc($0))</span>" }.joined()
      return "<td class=\"frame\(cell.marks.isEmpty ? "" : " bad")\" data-lane=\"\(esc(report.variant.rawValue))\">"
        + "\(esc(cell.text))\(marks)</td>"
    }.joined()
    let classes = ["step"] + (diverges ? ["diverges"] : []) + (first?.isLifecycleEvent == true ? ["lifecycle"] : [])
    return "<tr class=\"\(classes.joined(separator: " "))\" data-step=\"\(index + 1)\" tabindex=\"-1\">"
      + "<td class=\"num\">\(diverges ? "◆ " : "")\(index + 1)</td>"
      + "<td class=\"num\">\(first.map { Timeline.formatSeconds($0.time) } ?? "")</td>"
      + "<td class=\"action\">\(esc(action))</td>\(lanes)</tr>"
  }

  func teardownRow() -> String {
    let lanes = reports.map { report -> String in
      let probes = report.probes
      var found = report.probes.leakKinds.map(\.rawValue)
      if probes.requestsCompletedForNobody > 0 { found.append("\(probes.requestsCompletedForNobody) wasted") }
      let text = found.isEmpty ? "clean" : found.joined(separator: ", ")
      return "<td class=\"frame\(found.isEmpty ? " good" : " bad")\" "
        + "data-lane=\"\(HTMLEscape.escape(report.variant.rawValue))\">"
        + "\(HTMLEscape.escape(text))</td>"
    }.joined()
    return "<tr class=\"step teardown\" data-step=\"\(steps + 1)\" tabindex=\"-1\"><td class=\"num\">—</td>"
      + "<td></td><td class=\"action\">after teardown</td>\(lanes)</tr>"
  }

  func detail(_ index: Int) -> String {
    let esc = HTMLEscape.escape
    let first = reports.lazy.compactMap { step($0, index) }.first
    let heading = "Step \(index + 1) · \(first.map { $0.isLifecycleEvent ? "[\($0.action)]" : $0.action } ?? "") · "
      + (first.map { Timeline.formatSeconds($0.time) } ?? "")
    let lanes = reports.map { report -> String in
      guard let step = step(report, index) else {
        return lane(report, [("stopped", "the scenario stopped before this step")])
      }
      var facts: [(String, String)] = [
        ("shows", step.shownWithInstance), ("view", step.view), ("expected", step.expected),
      ]
      facts.append(("requests", "\(step.requests)" + (step.expectedRequests.map { " (expected \($0))" } ?? "")))
      // A violation reads "render after destroy: #1 @ …": the label says the first half once.
      let label = "render after destroy"
      facts += step.rendersAfterDestroy.map { violation in
        (label, violation.hasPrefix(label + ": ") ? String(violation.dropFirst(label.count + 2)) : violation)
      }
      if let deviation = step.deviation { facts.append(("expected to differ", deviation)) }
      return lane(report, facts, bad: !marks(step).isEmpty)
    }
    return "<article class=\"detail\" data-step=\"\(index + 1)\"\(index == 0 ? "" : " hidden")>"
      + "<h2>\(esc(heading))</h2><div class=\"lanes\">\(lanes.joined())</div></article>"
  }

  func teardownDetail() -> String {
    let lanes = reports.map { report -> String in
      let probes = report.probes
      var facts: [(String, String)] = [
        ("verdict", report.expectedLeaks != nil
          ? (report.passed ? "leaks on purpose, caught" : "NOT caught as declared")
          : (report.passed ? "clean, every frame as expected" : "FAILED")),
        ("upstream", "\(probes.requestsStarted) started, \(probes.requestsCancelled) cancelled, "
          + "\(probes.requestsCompletedForNobody) completed for nobody, \(probes.requestsInFlight) still in flight, "
          + "\(probes.requestsCompletedStale) completed stale"),
      ]
      facts += probes.leaks.map { ("leak", $0) }
      return lane(report, facts, bad: !probes.leaks.isEmpty || probes.requestsCompletedForNobody > 0)
    }
    return "<article class=\"detail\" data-step=\"\(steps + 1)\" hidden>"
      + "<h2>After teardown: what the probes found</h2><div class=\"lanes\">\(lanes.joined())</div></article>"
  }

  func lane(_ report: ScenarioReport, _ facts: [(String, String)], bad: Bool = false) -> String {
    let esc = HTMLEscape.escape
    let rows = facts.map { "<dt>\(esc($0.0))</dt><dd>\(esc($0.1))</dd>" }.joined()
    return "<div class=\"lane\(bad ? " bad" : "")\"><h3>\(esc(report.variant.rawValue))</h3><dl>\(rows)</dl></div>"
  }
}
