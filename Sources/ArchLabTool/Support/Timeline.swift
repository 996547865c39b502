import ArchCodebase
import ArchFeatures
import ArchLabCLI
import ArchMetrics

/// One scenario's timeline on several variants, side by side: each step,
/// the frame each variant's view shows, and what went wrong.
///
/// The table fits `width`: frames too long for their column are cut with
/// "…" and a footnote number, and the footnotes under the table give them
/// whole. The row where variants differ (in frame or marks) is marked ◆;
/// there a cut frame keeps the parts that differ, elsewhere the parts the
/// step changed.
struct Timeline {
  let feature: AnyFeature
  let scenario: String
  let reports: [ScenarioReport]
  let style: ANSIStyle
  /// The columns the text fits in.
  let width: Int

  func render() -> String {
    let variants = reports.map(\.variant.rawValue)
    let title = "\(feature.title) · \(scenario)"
    let heading = wrap(title + " · \(variants.joined(separator: " vs "))", width: width)
    var text = (heading.hasPrefix(title) ? style.bold(title) + heading.dropFirst(title.count) : heading) + "\n\n"
    let layout = layout()
    text += layout.table.plainText(color: style.enabled, width: width).trimmingTrailingSpaces + "\n"
    var legend = reports.count > 1 ? ["◆ the variants differ here"] : []
    legend += [
      "↯ render after destroy", "≠ not the frame the scenario expects", "[n req ≠ m] not the request count it expects",
      "#n the view instance (a new one after each rotation or restore)",
    ]
    if !layout.footnotes.isEmpty { legend.append("[n] the whole frame, below") }
    text += packed(legend, width: width) + "\n"
    if !layout.footnotes.isEmpty {
      text += "\n" + layout.footnotes.enumerated().map { number, frame in
        let mark = "[\(number + 1)] "
        return wrap(mark + frame, width: width, continuation: String(repeating: " ", count: mark.count))
      }.joined(separator: "\n") + "\n"
    }
    let notes = deviations() + problems()
    if !notes.isEmpty { text += "\n" + notes.joined(separator: "\n") + "\n" }
    text += "\n" + style.bold("After teardown") + "\n"
    for report in reports { text += verdict(report) }
    return text
  }

  /// The table, with frames cut to fit, and the whole frames they cut.
  func layout() -> (table: TextTable, footnotes: [String]) {
    let steps = reports.map(\.steps.count).max() ?? 0
    let marks = reports.count > 1
    var fixed = (0..<steps).map { index -> [String] in
      let first = reports.lazy.compactMap { $0.steps.indices.contains(index) ? $0.steps[index] : nil }.first
      let step = first.map { $0.isLifecycleEvent ? "[\($0.action)]" : $0.action } ?? ""
      return ["\(index + 1)", first.map { Self.formatSeconds($0.time) } ?? "", step]
    }
    let cells = (0..<steps).map { index in reports.map { cell($0, index) } }
    let diverges = cells.map { Set($0.map(\.text)).count > 1 }
    if marks { fixed = zip(fixed, diverges).map { [$1 ? "◆" : ""] + $0 } }
    let fixedHeaders = (marks ? [""] : []) + ["#", "time", "step"]
    let fixedWidth = fixedHeaders.indices.reduce(0) { sum, column in
      sum + fixed.reduce(fixedHeaders[column].count) { max($0, $1[column].count) } + 2
    }
    let frameWidth = max(14, (width - fixedWidth - 2 * (reports.count - 1)) / max(1, reports.count))
    var footnotes: [String] = []
    let rows = (0..<steps).map { index -> [TextTable.Cell] in
      let frames = cells[index].enumerated().map { column, cell -> TextTable.Cell in
        guard cell.text.count > frameWidth else { return .init(cell.text, tone: cell.tone) }
        let number = footnotes.firstIndex(of: cell.frame).map { $0 + 1 } ?? {
          footnotes.append(cell.frame)
          return footnotes.count
        }()
        // Where the variants agree, the parts this step changed; where they differ, the parts that differ.
        let others = cells[index].map(\.frame).filter { $0 != cell.frame }
        let before = index > 0 ? cells[index - 1][column].frame : nil
        // Variants that differ only in their marks show, like the rest, what the step changed.
        let against = diverges[index] && !others.isEmpty ? others : before.map { [$0] } ?? []
        let shown = cut(cell.frame, to: frameWidth, mark: cell.marks + " [\(number)]", against: against)
        return .init(shown, tone: cell.tone)
      }
      let marker = marks ? [TextTable.Cell(fixed[index][0], tone: .mixed)] : []
      return marker + fixed[index].dropFirst(marks ? 1 : 0).map { TextTable.Cell($0) } + frames
    }
    let table = TextTable(
      headers: fixedHeaders + reports.map(\.variant.rawValue),
      alignments: (marks ? [.left] : []) + [.right, .right, .left] + reports.map { _ in .left }, rows: rows,
      keyColumns: fixedHeaders.count)
    return (table, footnotes)
  }

  /// `frame` in `width` characters, `mark` included: where it differs from
  /// `others`, from the first of its ` · ` parts that differs (after its
  /// view instance) — or, in a frame of one part whose cut would hide it,
  /// from its first word that differs ("#2 …103.0 live") — else from its
  /// start; cut with "…".
  func cut(_ frame: String, to width: Int, mark: String, against others: [String]) -> String {
    let room = max(2, width - mark.count)
    let instance = frame.hasPrefix("#") ? String(frame.prefix { $0 != " " }) + " " : ""
    let separator = frame.contains(" · ") ? " · " : " "
    let parts = frame.components(separatedBy: separator)
    let otherParts = others.map { $0.components(separatedBy: separator) }
    guard
      let differing = parts.indices.first(where: { index in
        otherParts.contains { !$0.indices.contains(index) || $0[index] != parts[index] }
      }), differing > 0, !otherParts.isEmpty
    else { return Self.cut(frame, room) + mark }
    // A phrase cut after its first differing word already shows it.
    let upToDiffering = parts[...differing].joined(separator: separator).count
    if separator == " ", upToDiffering <= (frame.count > room ? room - 1 : room) {
      return Self.cut(frame, room) + mark
    }
    let tail = "…" + parts[differing...].joined(separator: separator)
    if separator == " · " || (instance + tail).count <= room || room - instance.count >= 7 {
      return Self.cut(instance + tail, room) + mark
    }
    // Too narrow for the instance too: the part that changed comes first.
    return Self.cut(tail, room) + mark
  }

  /// `text` in `room` characters, cut with "…".
  static func cut(_ text: String, _ room: Int) -> String {
    text.count > room ? String(text.prefix(room - 1)) + "…" : text
  }

  /// What a variant's view shows after a step, and the marks of what went
  /// wrong (kept whole when the frame is cut).
  struct FrameCell {
    var frame: String
    var marks = ""
    var tone = TextTable.Tone.plain
    var text: String { frame + marks }
  }

  func cell(_ report: ScenarioReport, _ index: Int) -> FrameCell {
    guard report.steps.indices.contains(index) else { return FrameCell(frame: "(stopped)", tone: .bad) }
    let step = report.steps[index]
    var cell = FrameCell(frame: step.shownWithInstance)
    if !step.rendersAfterDestroy.isEmpty {
      cell.marks += " ↯\(step.rendersAfterDestroy.count)"
      cell.tone = .bad
    }
    if !step.frameMatches {
      cell.marks += " ≠"
      cell.tone = .bad
    }
    if !step.requestsMatch, let expected = step.expectedRequests {
      cell.marks += " [\(step.requests) req ≠ \(expected)]"
      cell.tone = .bad
    }
    return cell
  }

  /// The declared differences that applied, once per variant and reason.
  func deviations() -> [String] {
    reports.flatMap { report in
      Array(Set(report.steps.compactMap(\.deviation))).sorted().map {
        wrap("\(report.variant) is expected to differ: \($0)", width: width, indent: "  ", continuation: "    ")
      }
    }
  }

  /// Renders after destroy, unexpected frames and request counts, step by step.
  func problems() -> [String] {
    reports.flatMap { report in
      report.steps.enumerated().flatMap { index, step in
        let prefix = "step \(index + 1), \(report.variant): "
        func line(_ text: String) -> String {
          style.red(wrap(prefix + text, width: width, indent: "  ", continuation: "    "))
        }
        var lines = step.rendersAfterDestroy.map(line)
        if !step.frameMatches { lines.append(line("expected \(step.expected), shown \(step.shown)")) }
        if !step.requestsMatch, let expected = step.expectedRequests {
          lines.append(line("expected \(expected) request\(expected == 1 ? "" : "s"), made \(step.requests)"))
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
      let caught = report.passed ? "caught" : "NOT caught as declared"
      let line = wrap(
        "\(name): leaks on purpose, \(caught): \(leaks.isEmpty ? "nothing" : leaks)", width: width, indent: "  ",
        continuation: "    ")
      let painted = report.passed ? style.green(caught) : style.red(caught)
      text = line.replacingOccurrences(of: "purpose, \(caught):", with: "purpose, \(painted):") + "\n"
    } else if report.passed {
      let line = wrap("\(name): clean, every frame as expected", width: width, indent: "  ", continuation: "    ")
      text = line.replacingOccurrences(of: "\(name): clean", with: "\(name): " + style.green("clean")) + "\n"
    } else {
      text = wrap("\(name): FAILED", width: width, indent: "  ", continuation: "    ")
        .replacingOccurrences(of: "FAILED", with: style.red("FAILED")) + "\n"
    }
    let probes = report.probes
    let upstream = "upstream: \(probes.requestsStarted) started, \(probes.requestsCancelled) cancelled, "
      + "\(probes.requestsCompletedForNobody) completed for nobody, \(probes.requestsInFlight) still in flight, "
      + "\(probes.requestsCompletedStale) completed stale"
    text += wrap(upstream, width: width, indent: "    ", continuation: "      ") + "\n"
    for line in report.probes.leaks.prefix(8) {
      text += wrap("- \(line)", width: width, indent: "    ", continuation: "      ") + "\n"
    }
    if report.probes.leaks.count > 8 { text += "    - … and \(report.probes.leaks.count - 8) more\n" }
    return text
  }

  /// `"0.2 s"`, `"3 s"`: virtual time to the millisecond.
  static func formatSeconds(_ seconds: Double) -> String {
    let milliseconds = Int((seconds * 1000).rounded())
    return milliseconds % 1000 == 0 ? "\(milliseconds / 1000) s" : "\(Double(milliseconds) / 1000) s"
  }
}

extension StepRecord {
  /// What a lane shows after the step: the view instance and its frame
  /// (`"#2 loading"`), or `"no view"`.
  var shownWithInstance: String {
    shown == "no view" ? "no view" : "\(view.split(separator: " ").first ?? "") \(shown)"
  }
}
