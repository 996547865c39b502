import ArchCodebase

extension ReportDiff {
  /// The diff's sections as tables, shared by the text and Markdown forms:
  /// the figures (changed only, or all) and the claims whose verdict changed.
  func sections(showUnchanged: Bool) -> [(title: String, table: TextTable?, note: String?)] {
    let shown = showUnchanged ? figures : changed
    let figuresTitle =
      showUnchanged ? "Figures (\(figures.count))" : "Changed figures (\(shown.count) of \(figures.count))"
    let figureTable: TextTable? = shown.isEmpty ? nil : TextTable(
      headers: ["figure", "status", "old", "new", "change", "change %", "significance"],
      alignments: [.left, .left, .right, .right, .right, .right, .left],
      rows: shown.map(Self.row))
    var out: [(String, TextTable?, String?)] = [
      (figuresTitle, figureTable, shown.isEmpty ? "No figure changed." : nil)
    ]
    if !claims.isEmpty {
      let rows = claims.map { change -> [TextTable.Cell] in
        [.init(change.claim), .init(change.old?.rawValue ?? "-"), .init(change.new?.rawValue ?? "-")]
      }
      out.append((
        "Claims with a changed verdict (\(claims.count))",
        TextTable(headers: ["claim", "old", "new"], alignments: [.left, .left, .left], rows: rows), nil
      ))
    }
    return out
  }

  static func row(_ figure: FigureChange) -> [TextTable.Cell] {
    let format = figure.isTiming ? { NumberFormat.duration(nanoseconds: $0) } : NumberFormat.number
    func value(_ value: Double?) -> String {
      guard let value else { return figure.isUnmeasured ? "—" : "-" }
      if value == .infinity, figure.key.hasSuffix("/upstreamIdleAfterPop") { return "busy" }
      return format(value)
    }
    let change = figure.absoluteChange.map { change in
      figure.isTiming
        ? (change > 0 ? "+" : "") + NumberFormat.duration(nanoseconds: change) : NumberFormat.signed(change)
    }
    let percent = figure.percentChange.map { ($0 > 0 ? "+" : "") + NumberFormat.fixed($0, digits: 1) + "%" }
    return [
      .init(figure.key), .init(figure.status.rawValue), .init(value(figure.old)), .init(value(figure.new)),
      .init(change ?? "-"), .init(percent ?? "-"), .init(significance(figure)),
    ]
  }

  /// `"significant (p < 0.001)"`, `"p = 0.412"`, `"n < 2"`, or empty for counts.
  static func significance(_ figure: FigureChange) -> String {
    guard figure.isTiming, figure.status == .changed || figure.status == .unchanged else { return "" }
    guard let test = figure.test else { return "n < 2" }
    let p = test.pValue < 0.001 ? "p < 0.001" : "p = " + NumberFormat.fixed(test.pValue, digits: 3)
    return test.isSignificant ? "significant (\(p))" : "not significant (\(p))"
  }
}
