import ArchCodebase
import ArchMetrics
import Testing

/// `TextTable.plainText(width:)`: as it is, then compact headers, then
/// prose wrapping, then panels; never a line wider than asked, never a
/// cell lost.
@Suite struct TextTableFittingTests {
  static func table(rows: Int = 3) -> TextTable {
    TextTable(
      headers: ["variant", "code", "renders after destroy", "for nobody", "in flight", "stale"],
      alignments: [.left, .right, .right, .right, .right, .right],
      rows: (0..<rows).map { row in
        [.init("variant-\(row)"), .init("\(1000 + row)"), .init("\(10 * row)"), .init("\(row)"), .init("7"), .init("0")]
      },
      groups: [0, 1, 2, 2, 3, 3])
  }

  static func lines(_ text: String) -> [Substring] { text.split(separator: "\n", omittingEmptySubsequences: false) }

  @Test func aTableThatFitsIsPrintedAsWithoutAWidth() {
    let table = Self.table()
    #expect(table.plainText(width: 200) == table.plainText())
  }

  @Test func aLittleTooWideWrapsItsHeadersOverSeveralLines() {
    let text = Self.table().plainText(width: 60)
    let lines = Self.lines(text)
    #expect(lines.allSatisfy { $0.count <= 60 })
    #expect(lines.count == 3 + 1 + 3)  // three header lines, the rule, three rows
    #expect(lines[0].hasSuffix("renders"))
    #expect(lines[2].hasPrefix("variant"))
    #expect(lines[4].hasPrefix("variant-0"))
  }

  @Test func muchTooWideStacksPanelsThatRepeatTheKeyColumnAndKeepGroupsTogether() {
    let text = Self.table().plainText(width: 40)
    #expect(Self.lines(text).allSatisfy { $0.count <= 40 })
    let panels = text.components(separatedBy: "\n\n")
    #expect(panels.count == 2)
    for panel in panels { #expect(panel.contains("variant-2")) }
    // "for nobody" stays with "renders after destroy", its group.
    #expect(panels[0].contains("nobody") && panels[0].contains("destroy"))
    #expect(panels[1].contains("flight") && panels[1].contains("stale"))
  }

  @Test(arguments: [40, 50, 60, 80])
  func everyCellIsShownWhateverTheWidth(width: Int) {
    let text = Self.table(rows: 5).plainText(width: width)
    for row in Self.table(rows: 5).rows {
      for cell in row { #expect(text.contains(cell.text), "\(cell.text) at \(width)") }
    }
    #expect(Self.lines(text).allSatisfy { $0.count <= width })
  }

  @Test func proseWrapsInItsColumnWithContinuationLinesIndented() {
    let table = TextTable(
      headers: ["claim", "verdict"], alignments: [.left, .left],
      rows: [[.init("the presenter is 40–60 % of a screen's code and then some more words"), .init("partly")]])
    let lines = Self.lines(table.plainText(width: 40))
    #expect(lines.allSatisfy { $0.count <= 40 })
    #expect(lines[2].hasSuffix("partly"))
    #expect(lines[3].hasPrefix("  "))
    // A number keeps its unit.
    #expect(!lines.contains { $0.hasSuffix("40–60") })
  }

  @Test func aHeaderTooLongForItsColumnBreaksAcrossLinesAndKeepsEveryLetter() {
    let table = TextTable(
      headers: ["#", "mvvm-observation-leaky"], alignments: [.right, .left],
      rows: [[.init("1"), .init("#1 a frame with several words in it")]], keyColumns: 1)
    let lines = Self.lines(table.plainText(width: 12))
    #expect(lines.allSatisfy { $0.count <= 12 })
    let header = lines.prefix { !$0.hasPrefix("-") }.map { $0.dropFirst(3) }.joined()
    #expect(header == "mvvm-observation-leaky")
  }

  @Test func aWidthOfZeroOrLessAndBadKeyColumnsStillGiveText() {
    var table = Self.table()
    #expect(!table.plainText(width: 0).isEmpty)
    #expect(!table.plainText(width: -5).isEmpty)
    table.keyColumns = -2
    table.groups = []
    #expect(Self.lines(table.plainText(width: 40)).allSatisfy { $0.count <= 40 })
  }

  @Test func aLongPathBreaksAfterItsSlashesAndNumbersStayWhole() {
    let path = "Sources/ArchFeatures/LiveTicker/MVVMObservation/TickerObservationViewModel.swift"
    let table = TextTable(
      headers: ["file", "code"], alignments: [.left, .right], rows: [[.init(path), .init("123456")]])
    let lines = Self.lines(table.plainText(width: 50))
    #expect(lines.allSatisfy { $0.count <= 50 })
    #expect(lines[2].hasSuffix("123456"))
    let joined = lines.dropFirst(2).map { $0.drop { $0 == " " }.split(separator: " ").first ?? "" }
    #expect(joined.joined() == path)
  }
}
