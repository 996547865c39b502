/// A table of text cells, rendered with padded, aligned columns (plain
/// text, optionally coloured) or as a GitHub-flavoured Markdown table.
///
/// ```swift
/// let table = TextTable(
///   headers: ["variant", "lines"], alignments: [.left, .right],
///   rows: [[.init("mvp"), .init("120")]]
/// )
/// print(table.plainText())
/// ```
public struct TextTable: Sendable, Equatable {
  /// How a column's cells line up.
  public enum Alignment: Sendable, Equatable {
    /// Text: padded on the right.
    case left
    /// Numbers: padded on the left.
    case right
  }

  /// What a cell means, for renderers that colour it.
  public enum Tone: Sendable, Equatable {
    /// Nothing special.
    case plain
    /// Good news: a claim that holds, a leak figure of zero.
    case good
    /// Mixed news: a claim that partly holds.
    case mixed
    /// Bad news: a claim that does not hold, a leak.
    case bad
  }

  /// One cell: its text and its tone.
  public struct Cell: Sendable, Equatable {
    /// The text shown.
    public var text: String
    /// What it means.
    public var tone: Tone

    /// A cell; control characters in `text` (an escape sequence or a
    /// newline in a file name) are shown escaped, `\u{1B}`.
    public init(_ text: String, tone: Tone = .plain) {
      self.text = text.escapedControls
      self.tone = tone
    }
  }

  /// The column headers.
  public var headers: [String]
  /// One alignment per column.
  public var alignments: [Alignment]
  /// The rows; each has one cell per column.
  public var rows: [[Cell]]
  /// How many leading columns name a row; a table too wide for its
  /// terminal repeats them in every panel.
  public var keyColumns: Int
  /// A group number per column: a narrow terminal keeps columns of one
  /// group in the same panel where they fit.
  public var groups: [Int]

  /// A table; missing alignments default to `.left`, short rows are padded
  /// with empty cells. Without `groups`, each column is a group of its own.
  public init(
    headers: [String], alignments: [Alignment], rows: [[Cell]], keyColumns: Int = 1, groups: [Int]? = nil
  ) {
    self.headers = headers.map(\.escapedControls)
    self.keyColumns = keyColumns
    let given = groups ?? []
    self.groups = headers.indices.map { given.indices.contains($0) ? given[$0] : -1 - $0 }
    self.alignments = (0..<headers.count).map { $0 < alignments.count ? alignments[$0] : .left }
    self.rows = rows.map { row in
      (0..<headers.count).map { $0 < row.count ? row[$0] : Cell("") }
    }
  }

  /// The width of each column: its widest cell or header, in characters.
  public var columnWidths: [Int] {
    headers.indices.map { column in
      rows.reduce(headers[column].count) { Swift.max($0, $1[column].text.count) }
    }
  }

  /// Aligned plain text: a header line, a rule, then the rows. Every line
  /// has the same visible length; with `color`, toned cells are wrapped in
  /// ANSI colours (padding stays outside the escape codes' count).
  public func plainText(color: Bool = false, indent: String = "") -> String {
    let widths = columnWidths
    let gap = "  "
    func line(_ cells: [Cell]) -> String {
      let padded = cells.indices.map { column in
        let cell = cells[column]
        let padding = String(repeating: " ", count: widths[column] - cell.text.count)
        let text = color ? ANSI.paint(cell.text, tone: cell.tone) : cell.text
        return alignments[column] == .right ? padding + text : text + padding
      }
      return indent + padded.joined(separator: gap)
    }
    var lines = [line(headers.map { Cell($0) })]
    lines.append(indent + widths.map { String(repeating: "-", count: $0) }.joined(separator: gap))
    lines += rows.map(line)
    return lines.joined(separator: "\n")
  }

  /// A GitHub-flavoured Markdown table; `|`, `<`, `>` and `&` in cells
  /// are escaped, so no name becomes a column or HTML.
  public func markdown() -> String {
    func line(_ cells: [String]) -> String {
      "| " + cells.map(Self.markdownEscaped).joined(separator: " | ") + " |"
    }
    let rule = "|" + alignments.map { $0 == .right ? "---:|" : ":---|" }.joined()
    return ([line(headers), rule] + rows.map { line($0.map(\.text)) }).joined(separator: "\n")
  }

  /// `text` safe in a Markdown line: control characters escaped (a
  /// newline would end the line), `|` escaped, and `<`, `>`, `&` written as
  /// entities so a page shows them rather than runs them as HTML.
  package static func markdownEscaped(_ text: String) -> String {
    var out = ""
    for character in text.escapedControls {
      switch character {
      case "|": out += "\\|"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "&": out += "&amp;"
      default: out.append(character)
      }
    }
    return out
  }
}

/// ANSI colour escapes for terminal output.
package enum ANSI {
  static let reset = "\u{1B}[0m"

  /// `text` wrapped in the colour of `tone`; plain text stays as it is.
  package static func paint(_ text: String, tone: TextTable.Tone) -> String {
    switch tone {
    case .plain: text
    case .good: "\u{1B}[32m" + text + reset
    case .mixed: "\u{1B}[33m" + text + reset
    case .bad: "\u{1B}[31m" + text + reset
    }
  }
}
