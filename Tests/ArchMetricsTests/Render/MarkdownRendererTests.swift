import ArchCodebase
import ArchMetrics
import Testing

/// The Markdown report: machine and command on top, well-formed tables.
@Suite struct MarkdownRendererTests {
  let markdown = MarkdownRenderer().render(SampleReport.make())

  @Test func opensWithTheMachineAndCommand() {
    let top = markdown.split(separator: "\n").prefix(4).joined(separator: "\n")
    #expect(top.contains("Linux x86_64, 2 cores, Swift 6.3.1, release"))
    #expect(top.contains("`archlab-bench --cycles 200`"))
  }

  @Test func everyTableLineHasOnePipeMoreThanColumns() {
    // NB: drop the closing " |" in TextTable.markdown to watch this fail.
    let tables = markdown.split(separator: "\n\n").filter { $0.hasPrefix("|") }
    #expect(tables.count == 5)
    for table in tables {
      let lines = table.split(separator: "\n")
      let header = lines[0].split(separator: "|", omittingEmptySubsequences: false).count - 2
      for line in lines {
        #expect(line.filter { $0 == "|" }.count == header + 1, "\(line)")
      }
      #expect(lines[1].allSatisfy { "|-: ".contains($0) })
    }
  }

  @Test func numbersAreRightAlignedAndSectionsTitled() {
    #expect(markdown.contains("## Lines by role"))
    #expect(markdown.contains("## The article's claims"))
    #expect(markdown.contains("| timing | median | p99 (max under 100 runs) | n |\n|:---|---:|---:|---:|"))
  }

  @Test func pipesInCellsAreEscaped() {
    let text = MarkdownRenderer().render(SampleReport.make(claim: "a | b"))
    #expect(text.contains("a \\| b"))
  }
}
