import ArchCodebase
import ArchMetrics
import Testing

/// The text report: aligned tables, colours only when asked, empty
/// sections left out, same report → same text.
@Suite struct TextRendererTests {
  let report = SampleReport.make()

  @Test func showsEverySectionInReadingOrder() {
    let text = TextRenderer().render(report)
    #expect(
      SampleReport.textBlocks(text).map(\.title)
        == ["Lines by role", "Leaks", "Requests and cancellation", "Timings", "The article's claims"])
    #expect(text.contains("machine: Linux x86_64, 2 cores, Swift 6.3.1, release"))
    #expect(text.contains("command: archlab-bench --cycles 200"))
  }

  @Test func everyRowOfATableHasTheSameLength() {
    // NB: drop the padding of the last column in TextTable.plainText to watch this fail.
    for block in SampleReport.textBlocks(TextRenderer().render(report)) {
      let lengths = Set(block.lines.map(\.count))
      #expect(lengths.count == 1, "\(block.title): \(lengths)")
    }
  }

  @Test func numbersAreRightAligned() throws {
    let lines = try #require(SampleReport.textBlocks(TextRenderer().render(report)).first).lines
    #expect(lines[0].hasSuffix("total"))
    for row in lines.dropFirst(2) {
      #expect(row.last?.isNumber == true, "\(row)")
    }
  }

  @Test func linesShowEachRolesShareAndTheTotal() {
    let text = TextRenderer().render(report)
    // profile / mvp: model 40, view 60, presenter 80 → 180 lines, 22 %, 33 %, 44 %.
    #expect(text.contains("40 (22%)"))
    #expect(text.contains("80 (44%)"))
    #expect(text.contains("180"))
  }

  @Test func leakRowShowsItsFiguresAndBusyUpstream() throws {
    let blocks = SampleReport.textBlocks(TextRenderer().render(report))
    let leaks = try #require(blocks.first { $0.title == "Leaks" })
    let leaky = try #require(leaks.lines.first { $0.contains("mvp-leaky") })
    for figure in ["7/9", "200", "400", "150"] {
      #expect(leaky.contains(figure), "\(figure)")
    }
    let requests = try #require(blocks.first { $0.title == "Requests and cancellation" })
    let wasted = try #require(requests.lines.first { $0.contains("mvp-leaky") })
    for figure in ["12", "busy", "13.0"] {
      #expect(wasted.contains(figure), "\(figure)")
    }
  }

  @Test func withoutColourThereAreNoEscapeCodes() {
    // NB: make ANSI.paint ignore the `color` flag to watch this fail.
    #expect(!TextRenderer().render(report).contains("\u{1B}"))
    #expect(!TextRenderer(color: false).render(report).contains("\u{1B}"))
  }

  @Test func withColourVerdictsAndLeaksArePaintedAndColumnsStillLineUp() {
    // NB: pad by the painted text's count in TextTable.plainText to watch the last expectation fail.
    let text = TextRenderer(color: true).render(report)
    #expect(text.contains("\u{1B}[32mholds\u{1B}[0m"))
    #expect(text.contains("\u{1B}[33mpartly\u{1B}[0m"))
    #expect(text.contains("\u{1B}[31mdoes not hold\u{1B}[0m"))
    #expect(text.contains("\u{1B}[31m200\u{1B}[0m"))
    #expect(text.contains("\u{1B}[32m0\u{1B}[0m"))
    let plain = SampleReport.strippingANSI(text)
    #expect(plain == TextRenderer().render(report))
  }

  @Test func emptySectionsAreOmitted() {
    var bare = report
    bare.timings = []
    bare.matrix = []
    let text = TextRenderer().render(bare)
    #expect(!text.contains("Timings"))
    #expect(!text.contains("Leaks and cancellation"))
    #expect(text.contains("Lines by role"))
  }

  @Test func sameReportGivesTheSameText() {
    #expect(TextRenderer().render(report) == TextRenderer().render(SampleReport.make()))
    #expect(HTMLRenderer().render(report) == HTMLRenderer().render(SampleReport.make()))
  }
}
