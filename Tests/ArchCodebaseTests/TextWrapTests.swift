import ArchCodebase
import Testing

@Suite("TextWrap")
struct TextWrapTests {
  @Test func aLongWordHasALineOfItsOwnUnlessBreakingWords() {
    let path = "/a/very/long/path/that/does/not/fit"
    #expect(TextWrap.lines("see \(path) now", first: "", rest: "  ", width: 20) == "see\n  \(path)\n  now")
    // NB: drop the breaking loop in TextWrap.lines and the path runs past the width.
    let broken = TextWrap.lines("see \(path) now", first: "", rest: "  ", width: 20, breakingWords: true)
    #expect(broken.split(separator: "\n").allSatisfy { $0.count <= 20 }, "\(broken)")
    let joined = broken.replacingOccurrences(of: "\n  ", with: "").replacingOccurrences(of: " ", with: "")
    #expect(joined == "see" + path + "now")
  }

  @Test func aNumberKeepsItsPercentSign() {
    #expect(TextWrap.lines("the view is 42 % of it", first: "", rest: "", width: 14) == "the view is\n42 % of it")
  }

  @Test func emptyTextIsTheFirstPrefix() {
    #expect(TextWrap.lines("", first: "- ", rest: "  ", width: 10) == "- ")
  }
}
