import ArchCodebase
import ArchLabCLI
import ArchMetrics
import Foundation

/// `archlab claims` as text in `width` columns: the verdicts
/// with their spread, the screens, what was left out, and the role → part
/// map.
struct ClaimsText {
  let report: ArchLabReport
  let summary: CodebaseSummary
  let style: ANSIStyle
  let showGrouping: Bool
  /// How many of the rules came from the user's rules file (they come first).
  let userRules: Int
  /// The columns the text fits in.
  let width: Int

  func render() -> String {
    var blocks: [String] = []
    let patterns = ScreenPattern.allCases.compactMap { pattern -> String? in
      let n = summary.screens.filter { $0.pattern == pattern }.count
      return n == 0 ? nil : "\(n) \(pattern)"
    }
    blocks.append(
      style.bold(wrap("The article's size claims on \(summary.roots.joined(separator: " "))", width: width)) + "\n"
        + wrap(
          "\(summary.screens.count) screen\(summary.screens.count == 1 ? "" : "s")"
            + (patterns.isEmpty ? "" : " (\(patterns.joined(separator: ", ")))") + "; "
            + summary.languages.map {
              "\($0.language) \(plural($0.files, "file")), \(plural($0.counts.code, "code line"))"
            }.joined(separator: "; "),
          width: width) + "\n" + wrap(summary.readingLine, width: width)
        + (summary.readingWarning.map { "\n" + style.bold(wrap("warning: " + $0, width: width)) } ?? ""))
    blocks.append(claims())
    if !summary.screens.isEmpty { blocks.append(style.bold("Screens") + "\n\n" + screens() + otherDetails()) }
    blocks.append(style.bold("Roles and parts") + "\n" + roles())
    if userRules > 0 {
      let rules = summary.ruleMatches.prefix(userRules).map { wrap($0.description, width: width, indent: "  ") }
      blocks.append(style.bold("Your rules (before the preset)") + "\n" + rules.joined(separator: "\n"))
    }
    blocks.append(style.bold("Shared code") + "\n" + shared())
    blocks.append(style.bold("Left out") + "\n" + leftOut())
    if showGrouping { blocks.append(style.bold("Grouping") + "\n" + grouping()) }
    return blocks.joined(separator: "\n\n").trimmingTrailingSpaces + "\n"
  }

  func claims() -> String {
    var lines = [style.bold("Claims"), style.dim(wrap("Source: " + ArticleCitation.text, width: width))]
    for row in report.claims {
      lines.append("")
      let indent = String(repeating: " ", count: 15)
      lines.append(badge(row.verdict) + "  " + wrap(row.claim, width: width, indent: indent).dropFirst(indent.count))
      lines.append(wrap(row.measured, width: width, indent: "    "))
      if let reason = row.reason { lines.append(wrap("why: " + reason, width: width, indent: "    ")) }
      if let spread = row.distribution {
        let percent = spread.format
        lines.append(
          wrap(
            "quartiles \(percent(spread.lowerQuartile))–\(percent(spread.upperQuartile)), median "
              + "\(percent(spread.median)); claimed \(percent(spread.claimedLower))–\(percent(spread.claimedUpper))",
            width: width, indent: "    "))
        if !spread.outside.isEmpty {
          let shown = spread.outside.prefix(6).map(spread.describe).joined(separator: ", ")
          let more = spread.outside.count > 6 ? ", and \(spread.outside.count - 6) more" : ""
          lines.append(wrap("outside the range: \(shown)\(more)", width: width, indent: "    "))
        }
      }
      lines.append(style.dim(wrap(row.method, width: width, indent: "    ")))
    }
    return lines.joined(separator: "\n")
  }

  /// One row per screen; names are cut (with "…") so the table fits the
  /// width. Files per screen are in `--show-grouping` and the JSON.
  func screens() -> String {
    let split = summary.sharedModel == .split
    func table(nameWidth: Int) -> TextTable {
      let rows = summary.screens.map { screen -> [TextTable.Cell] in
        let lines = screen.lines
        let shared = split ? [Int(screen.sharedModel.rounded())] : []
        return [.init(truncated(screen.name, nameWidth)), .init(screen.pattern.description)]
          + ([lines.logic, lines.view, lines.model] + shared + [Int(screen.total.rounded()), lines.wiring, lines.other])
          .map { .init("\($0)") }
      }
      let headers = ["logic", "view", "model"] + (split ? ["shared"] : []) + ["total", "wiring", "other"]
      return TextTable(
        headers: ["screen", "pattern"] + headers, alignments: [.left, .left] + headers.map { _ in .right },
        rows: rows)
    }
    let full = table(nameWidth: .max)
    let others = full.columnWidths.dropFirst().reduce(0, +) + 2 * (full.columnWidths.count - 1) + 2
    let note =
      "total: logic + view + model" + (split ? " + shared model" : "")
      + ", what the shares are of; wiring and other are beside it, in no share"
    return table(nameWidth: max(8, width - others)).plainText(indent: "  ", width: width) + "\n"
      + wrap(note, width: width, indent: "  ")
  }

  func roles() -> String {
    ScreenPart.allCases.compactMap { part -> String? in
      let roles = summary.roles.filter { $0.part == part }
      guard !roles.isEmpty else { return nil }
      let names = roles.map { "\($0.role) (\($0.files))" }.joined(separator: ", ")
      return wrap("\(part): \(names)", width: width, indent: "  ")
    }.joined(separator: "\n")
  }

  func shared() -> String {
    let shared = summary.sharedCode
    let parts = ScreenPart.allCases.filter { shared[$0] > 0 }.map { "\($0) \(shared[$0])" }
    let files = summary.files.filter { $0.screen == nil }.count
    return [
      wrap(
        "\(files) file\(files == 1 ? "" : "s") in no screen: "
          + (parts.isEmpty ? "none" : parts.joined(separator: ", ")) + " code lines", width: width, indent: "  "),
      wrap(summary.sharedModelExplanation + " (--shared-model)", width: width, indent: "  "),
    ].joined(separator: "\n")
  }

  func leftOut() -> String {
    func line(_ text: String) -> String { wrap(text, width: width, indent: "  ", continuation: "    ") }
    var lines = summary.excluded.map { line("\($0)") }
    lines += summary.uncounted.map { line("not counted: \($0)") }
    lines += summary.skipped.map { line("cannot be read: \($0)") }
    return lines.isEmpty ? "  nothing" : lines.joined(separator: "\n")
  }

  /// Why each screen of pattern "other" is other, under the table.
  func otherDetails() -> String {
    let others = summary.screens.filter { $0.pattern == .other }
    guard !others.isEmpty else { return "" }
    return "\n"
      + others.map { wrap("other: \($0.name): \($0.patternDetail ?? "no known pattern")", width: width, indent: "  ") }
      .joined(separator: "\n")
  }

  func grouping() -> String {
    summary.files.map { file in
      wrapPath(file.path) + "\n"
        + wrap("\(file.role) (\(file.part)) → \(file.screen ?? "shared"): \(file.reason)", width: width, indent: "    ")
        + (file.roleReason.map { "\n" + wrap("role: " + $0, width: width, indent: "    ") } ?? "")
    }.joined(separator: "\n")
  }

  /// A path in `width` columns: cut after a `/` where it is too long, the rest
  /// indented under it.
  func wrapPath(_ path: String) -> String {
    var lines: [String] = []
    var line = "  "
    for (index, part) in path.split(separator: "/", omittingEmptySubsequences: false).enumerated() {
      let piece = (index == 0 ? "" : "/") + part
      if line.count + piece.count > width && line.trimmingCharacters(in: .whitespaces).count > 0 {
        lines.append(line)
        line = "      "
      }
      line += piece
    }
    lines.append(line)
    return lines.joined(separator: "\n")
  }

  func plural(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }

  func badge(_ verdict: Verdict) -> String {
    let text = verdict.rawValue.padding(toLength: 13, withPad: " ", startingAt: 0)
    switch verdict {
    case .holds: return style.green(text)
    case .partly, .inconclusive: return style.yellow(text)
    case .doesNotHold: return style.red(text)
    case .notMeasured: return style.dim(text)
    }
  }

  /// `text` in `width` characters: a name under an architecture folder
  /// keeps its own part whole and cuts the folder's (`tmdb-mvvm…/Login`).
  func truncated(_ text: String, _ width: Int) -> String {
    guard text.count > width else { return text }
    // `Repos (Delegates/App/ReposScene)`: the folder's first name tells two such screens apart.
    if text.hasSuffix(")"), let open = text.range(of: " (", options: .backwards) {
      let folder = text[open.upperBound..<text.index(before: text.endIndex)]
      if let first = folder.split(separator: "/").first, folder.contains("/") {
        let shorter = String(text[..<open.lowerBound]) + " (" + first + "/…)"
        if shorter.count < text.count { return truncated(shorter, width) }
      }
    }
    if let slash = text.firstIndex(of: "/") {
      let name = text[text.index(after: slash)...]
      let room = width - name.count - 2
      if room >= 3 { return String(text[..<slash].prefix(room)) + "…/" + name }
    }
    return String(text.prefix(width - 1)) + "…"
  }
}
