import ArchCodebase
import ArchMetrics

/// The tables `archlab loc` prints.
enum LocTables {
  /// One row per feature × variant, a column per part; shares are of
  /// logic + view + model, wiring, other and the shared model beside.
  static func suite(_ rows: [LinesRow]) -> TextTable {
    var pairs: [[String]] = []
    for row in rows where !pairs.contains([row.feature, row.variant]) { pairs.append([row.feature, row.variant]) }
    let roles = LinesRow.ordered(rows.map(\.role))
    let body = pairs.map { pair -> [TextTable.Cell] in
      let mine = rows.filter { $0.feature == pair[0] && $0.variant == pair[1] }
      let cells = roles.map { role in
        mine.first { $0.role == role }.map { row in
          TextTable.Cell(row.isBeside ? "\(row.code)" : "\(row.code) \(percent(row.share))")
        } ?? .init("-")
      }
      let total = mine.filter { !$0.isBeside }.map(\.code).reduce(0, +)
      return [.init(pair[0]), .init(pair[1])] + cells + [.init("\(total)")]
    }
    return TextTable(
      headers: ["screen", "variant"] + roles + ["logic + view + model"],
      alignments: [.left, .left] + roles.map { _ in .right } + [.right], rows: body, keyColumns: 2)
  }

  /// One row per role, with its share of the code.
  static func roles(_ report: LineCountReport) -> TextTable {
    var rows = report.roles.map { role -> [TextTable.Cell] in
      [
        .init(role.role.rawValue), .init("\(role.files)"), .init("\(role.counts.code)"), .init(percent(role.codeShare)),
        .init("\(role.counts.comment)"), .init("\(role.counts.blank)"),
      ]
    }
    rows.append([
      .init("total"), .init("\(report.files.count)"), .init("\(report.total.code)"), .init("100 %"),
      .init("\(report.total.comment)"), .init("\(report.total.blank)"),
    ])
    return TextTable(
      headers: ["role", "files", "code", "share", "comment", "blank"],
      alignments: [.left, .right, .right, .right, .right, .right], rows: rows)
  }

  /// One row per language.
  static func languages(_ report: LineCountReport) -> TextTable {
    TextTable(
      headers: ["language", "files", "code", "comment", "blank"],
      alignments: [.left, .right, .right, .right, .right],
      rows: report.languages.map { row in
        [
          .init(row.language.rawValue), .init("\(row.files)"), .init("\(row.counts.code)"),
          .init("\(row.counts.comment)"), .init("\(row.counts.blank)"),
        ]
      })
  }

  /// One row per file; with a language column when the tree mixes languages.
  static func files(_ report: LineCountReport) -> TextTable {
    let mixed = Set(report.files.map(\.language)).count > 1
    return TextTable(
      headers: ["file"] + (mixed ? ["language"] : []) + ["role", "code", "comment", "blank"],
      alignments: [.left] + (mixed ? [.left] : []) + [.left, .right, .right, .right],
      rows: report.files.map { file in
        [.init(file.path)] + (mixed ? [.init(file.language.rawValue)] : [])
          + [
            .init(file.role.rawValue), .init("\(file.counts.code)"), .init("\(file.counts.comment)"),
            .init("\(file.counts.blank)"),
          ]
      })
  }

  static func percent(_ share: Double) -> String { "\(Int((share * 100).rounded())) %" }
}
