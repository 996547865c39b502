/// Fitting a table into a terminal's width without a line ever wrapping.
///
/// In order, until the table fits:
/// 1. as it is, headers on one line;
/// 2. compact: each header wrapped over several lines, so a column is as
///    wide as its widest cell or the longest word of its header;
/// 3. prose wrapped: columns of text with spaces or paths narrow, widest
///    first, and their cells wrap (at spaces, after slashes), continuation
///    lines indented; first keeping every word whole, then down to 16
///    characters with long words broken;
/// 4. stacked: the columns are split into panels, one under the other, each
///    repeating the key columns (the row's name); a panel takes whole
///    column groups where it can, and a panel still too wide narrows its
///    text columns, down to 4 characters.
///
/// Numbers never narrow, and no cell is lost: every word of every cell and
/// header is in the output (a word too long for its column breaks across
/// lines), on a line no longer than the width, as long as the numbers and
/// the key columns fit it at all.
extension TextTable {
  /// Aligned plain text in at most `width` characters per line (the
  /// indent included): as it is, compact, prose wrapped, or stacked, the
  /// first of these that fits (see this extension's comment).
  public func plainText(color: Bool = false, indent: String = "", width: Int) -> String {
    let available = Swift.max(1, width - indent.count)
    let all = Array(headers.indices)
    if Self.span(columnWidths, all) <= available { return plainText(color: color, indent: indent) }
    let compact = compactWidths
    if Self.span(compact, all) <= available {
      return render(all, widths: compact, color: color, indent: indent)
    }
    // Prose columns wrap before the table stacks, while they keep a readable width.
    let prose = all.filter { column in
      alignments[column] == .left && rows.contains { $0[column].text.contains(" ") || $0[column].text.contains("/") }
    }
    // First keeping each prose column's longest word whole (and 12 wide), then 16 wide with words broken.
    let words = longestWords
    for floors in [all.map { Swift.min(compact[$0], Swift.max(12, words[$0] + 2)) }, all.map { _ in 16 }] {
      let narrowed = Self.shrunk(prose, compact, all, available: available, floors: floors)
      if Self.span(narrowed, all) <= available {
        return render(all, widths: narrowed, color: color, indent: indent)
      }
    }
    return panels(widths: compact, available: available)
      .map { columns in
        let text = columns.filter { alignments[$0] == .left }
        let widths = Self.shrunk(text, compact, columns, available: available)
        return render(columns, widths: widths, color: color, indent: indent)
      }
      .joined(separator: "\n\n")
  }

  /// Each column's width with its header wrapped: the widest cell or the
  /// longest word of the header.
  var compactWidths: [Int] {
    headers.indices.map { column in
      rows.reduce(Self.longestWord(headers[column])) { Swift.max($0, $1[column].text.count) }
    }
  }

  /// Each column's longest word, header included, as ``wrapped(_:_:breakingWords:hanging:)`` cuts words.
  var longestWords: [Int] {
    headers.indices.map { column in
      rows.reduce(Self.longestWord(headers[column])) { Swift.max($0, Self.longestWord($1[column].text)) }
    }
  }

  /// The longest word of `text`: a number keeps its `%`, a path breaks after its slashes.
  static func longestWord(_ text: String) -> Int {
    text.replacingOccurrences(of: " %", with: "\u{1F}%").split(separator: " ")
      .flatMap { word in
        word.contains("/") ? pathPieces(word).map { $0.count - ($0.hasSuffix(pathJoin) ? 1 : 0) } : [word.count]
      }
      .max() ?? 0
  }

  /// The width of `columns` side by side, with the gaps between them.
  static func span(_ widths: [Int], _ columns: [Int]) -> Int {
    columns.reduce(0) { $0 + widths[$1] } + Swift.max(0, columns.count - 1) * 2
  }

  /// The columns of each panel: the key columns, then whole groups while
  /// they fit, a group split by column only when it alone is too wide.
  func panels(widths: [Int], available: Int) -> [[Int]] {
    let keys = Array(0..<Swift.max(0, Swift.min(keyColumns, headers.count - 1)))
    // The group of a column; one of its own where `groups` says nothing.
    func group(_ column: Int) -> Int { self.groups.indices.contains(column) ? self.groups[column] : -1 - column }
    var groups: [[Int]] = []
    for column in keys.count..<headers.count {
      if let last = groups.last?.last, group(last) == group(column) {
        groups[groups.count - 1].append(column)
      } else {
        groups.append([column])
      }
    }
    func fits(_ columns: [Int]) -> Bool { Self.span(widths, keys + columns) <= available }
    var panels: [[Int]] = []
    var current: [Int] = []
    for group in groups {
      if fits(current + group) {
        current += group
        continue
      }
      if !current.isEmpty { panels.append(current) }
      current = []
      for column in group {
        if !current.isEmpty && !fits(current + [column]) {
          panels.append(current)
          current = []
        }
        current.append(column)
      }
    }
    if !current.isEmpty || panels.isEmpty { panels.append(current) }
    return panels.map { keys + $0 }
  }

  /// `widths`, with the `narrowable` columns narrowed, widest first and
  /// none below its floor (4 unless `floors` says), until `columns` span
  /// `available` (or none can narrow further).
  static func shrunk(
    _ narrowable: [Int], _ widths: [Int], _ columns: [Int], available: Int, floors: [Int]? = nil
  ) -> [Int] {
    var widths = widths
    let floors = floors ?? widths.map { _ in 4 }
    var excess = span(widths, columns) - available
    while excess > 0 {
      let text = narrowable.filter { widths[$0] > floors[$0] }
      guard let widest = text.max(by: { widths[$0] < widths[$1] }) else { break }
      let second = text.filter { $0 != widest }.map { widths[$0] }.max() ?? floors[widest]
      let cut = Swift.min(excess, Swift.max(1, widths[widest] - Swift.max(second, floors[widest])))
      widths[widest] -= cut
      excess -= cut
    }
    return widths
  }

  /// `columns` as text: headers wrapped and bottom-aligned, a rule, then
  /// the rows, each cell wrapped to its column's width.
  func render(_ columns: [Int], widths: [Int], color: Bool, indent: String) -> String {
    func block(_ cells: [(lines: [String], tone: Tone)], bottom: Bool) -> [String] {
      let height = cells.map(\.lines.count).max() ?? 1
      return (0..<height).map { lineIndex in
        let parts = zip(columns, cells).map { column, cell in
          let offset = bottom ? height - cell.lines.count : 0
          let index = lineIndex - offset
          let text = cell.lines.indices.contains(index) ? cell.lines[index] : ""
          let padding = String(repeating: " ", count: Swift.max(0, widths[column] - text.count))
          let shown = color ? ANSI.paint(text, tone: cell.tone) : text
          return alignments[column] == .right ? padding + shown : shown + padding
        }
        var line = Substring(indent + parts.joined(separator: "  "))
        while line.last == " " { line = line.dropLast() }
        return String(line)
      }
    }
    var lines = block(
      columns.map { (Self.wrapped(headers[$0], widths[$0], breakingWords: true), Tone.plain) }, bottom: true)
    lines.append(indent + columns.map { String(repeating: "-", count: widths[$0]) }.joined(separator: "  "))
    for row in rows {
      // A cell's own continuation lines are indented, so they do not read as a new row.
      let cells = columns.map { column in
        (Self.wrapped(row[column].text, widths[column], breakingWords: true, hanging: 2), row[column].tone)
      }
      lines += block(cells, bottom: false)
    }
    return lines.joined(separator: "\n")
  }

  /// `text` in lines of at most `width` characters, broken at spaces (a
  /// number keeps its `%`) and a long path after its slashes; a word still
  /// longer than a line is cut with "…", or with `breakingWords` broken
  /// across lines. Lines after the first are indented by `hanging` spaces.
  package static func wrapped(
    _ text: String, _ width: Int, breakingWords: Bool = false, hanging: Int = 0
  ) -> [String] {
    let width = Swift.max(1, width)
    guard text.count > width else { return [text] }
    let indent = String(repeating: " ", count: Swift.min(hanging, width / 2))
    var lines: [String] = []
    var line = ""
    var glue = false
    func limit() -> Int { lines.isEmpty ? width : width - indent.count }
    func finish() {
      lines.append(lines.isEmpty ? line : indent + line)
      line = ""
    }
    let glued = text.replacingOccurrences(of: " %", with: "\u{1F}%")
    let words = glued.split(separator: " ").flatMap { word in
      word.count > width && word.contains("/") ? Self.pathPieces(word) : [String(word)]
    }
    for piece in words {
      let continues = piece.hasSuffix(Self.pathJoin)
      var word = (continues ? String(piece.dropLast()) : piece).replacingOccurrences(of: "\u{1F}", with: " ")
      if !line.isEmpty && line.count + (glue ? 0 : 1) + word.count > limit() { finish() }
      if breakingWords && line.isEmpty && word.count > limit() {
        // One pass over the word's characters: cutting what is left of a
        // long word per line would copy it per line (quadratic).
        let characters = Array(word)
        var start = 0
        while characters.count - start > limit() {
          line = String(characters[start..<start + limit()])
          start += limit()
          finish()
        }
        word = String(characters[start...])
      } else if !breakingWords && word.count > limit() {
        word = String(word.prefix(Swift.max(0, limit() - 1))) + "…"
      }
      line += line.isEmpty || glue ? word : " " + word
      glue = continues
    }
    if !line.isEmpty { finish() }
    return lines.isEmpty ? [""] : lines
  }

  /// Ends a path's piece that the next piece continues without a space.
  static let pathJoin = "\u{1E}"

  /// `path` cut after each slash into pieces, each but the last ending in
  /// ``pathJoin``.
  static func pathPieces(_ path: Substring) -> [String] {
    var pieces: [String] = []
    var piece = ""
    for character in path {
      piece.append(character)
      if character == "/" {
        pieces.append(piece + pathJoin)
        piece = ""
      }
    }
    if !piece.isEmpty { pieces.append(piece) }
    return pieces
  }
}
