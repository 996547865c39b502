import ArchCodebase

extension HTMLRenderer {
  /// A ``TextTable`` as an HTML table: numbers right-aligned, toned cells
  /// marked with a class.
  static func table(_ table: TextTable) -> String {
    let esc = HTMLEscape.escape
    func classes(_ column: Int, _ tone: TextTable.Tone) -> String {
      var names: [String] = []
      if table.alignments[column] == .right { names.append("num") }
      if tone != .plain { names.append("tone-\(toneName(tone))") }
      return names.isEmpty ? "" : " class=\"\(names.joined(separator: " "))\""
    }
    var out = ["<div class=\"table-wrap\">", "<table class=\"data\">", "<thead><tr>"]
    out += table.headers.indices.map { "<th scope=\"col\"\(classes($0, .plain))>\(esc(table.headers[$0]))</th>" }
    out.append("</tr></thead>")
    out.append("<tbody>")
    for row in table.rows {
      let cells = row.indices.map { "<td\(classes($0, row[$0].tone))>\(esc(row[$0].text))</td>" }
      out.append("<tr>" + cells.joined() + "</tr>")
    }
    out += ["</tbody>", "</table>", "</div>"]
    return out.joined(separator: "\n")
  }

  /// The claims with what was measured, how, and a verdict badge.
  static func claimsTable(_ report: ArchLabReport) -> String {
    let esc = HTMLEscape.escape
    var out = [
      "<div class=\"table-wrap\">", "<table class=\"claims\">",
      "<thead><tr><th scope=\"col\">Claim</th><th scope=\"col\">Measured</th>"
        + "<th scope=\"col\">Verdict</th></tr></thead>",
      "<tbody>",
    ]
    for claim in report.claims {
      let method = claim.method.isEmpty ? "" : "<span class=\"method\">\(esc(claim.method))</span>"
      let reason = claim.reason.map { "<span class=\"reason\">\(esc($0))</span>" } ?? ""
      out.append(
        "<tr><td>\(esc(claim.claim))</td><td>\(esc(claim.measured))\(method)</td>"
          + "<td>\(badge(claim.verdict))\(reason)</td></tr>")
    }
    out += ["</tbody>", "</table>", "</div>"]
    return out.joined(separator: "\n")
  }

  /// A verdict as a badge: a symbol and the words, so colour is never the only cue.
  static func badge(_ verdict: Verdict) -> String {
    let tone = ReportTables.tone(of: verdict)
    let symbol: String
    switch verdict {
    case .holds: symbol = "✓"
    case .partly: symbol = "≈"
    case .inconclusive: symbol = "?"
    case .doesNotHold: symbol = "✗"
    case .notMeasured: symbol = "–"
    }
    return "<span class=\"badge \(toneName(tone))\">\(symbol) \(HTMLEscape.escape(verdict.rawValue))</span>"
  }

  static func toneName(_ tone: TextTable.Tone) -> String {
    switch tone {
    case .plain: "plain"
    case .good: "good"
    case .mixed: "mixed"
    case .bad: "bad"
    }
  }
}
