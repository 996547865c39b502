import Foundation
import Testing

/// The guides' code is real: a ```swift block of docs/*.md or of a DocC
/// catalog's page, marked with a preceding `<!-- file: PATH -->`, appears
/// word for word in that file, which the build compiles and the tests run.
@Suite struct DocsCodeTests {
  struct Excerpt: CustomTestStringConvertible, Sendable {
    let guide: String
    let line: Int
    let path: String
    let code: String
    var testDescription: String { "\(guide):\(line) in \(path)" }
  }

  static let excerpts: [Excerpt] = (MarkdownDocs.guides + MarkdownDocs.catalogPages).flatMap { url in
    MarkdownDocs.blocks(in: url).compactMap { block -> Excerpt? in
      guard block.language == "swift", let path = marked(block.lineBefore) else { return nil }
      return Excerpt(guide: block.file, line: block.line, path: path, code: block.body)
    }
  }

  /// `Tests/X.swift` from `<!-- file: Tests/X.swift -->`.
  static func marked(_ line: String) -> String? {
    guard let match = line.wholeMatch(of: /<!-- file: (\S+) -->/) else { return nil }
    return String(match.output.1)
  }

  @Test func extendingShowsTheExperimentersFiles() {
    let shown = Self.excerpts.filter { $0.guide == "Extending.md" }
    #expect(shown.count >= 8)
    let outside = ["Tests/ExperimenterTests/", "Examples/Experimenter/"]
    #expect(
      shown.allSatisfy { file in outside.contains { file.path.hasPrefix($0) } }, "only what an outside user writes")
    #expect(Set(shown.map(\.path)).count >= 6)
  }

  @Test func patternsQuotesEachPatternsFiles() {
    #expect(Self.excerpts.filter { $0.guide == "Patterns.md" }.count >= 10)
  }

  // NB: change a line of MVIProfileStore.swift and the excerpt in Extending.md fails.
  @Test(arguments: excerpts)
  func excerptAppearsVerbatimInItsFile(_ excerpt: Excerpt) {
    let file = ArchlabProcess.packageRoot.appendingPathComponent(excerpt.path)
    let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
    #expect(!text.isEmpty, "\(excerpt.path) is missing")
    #expect(text.contains(excerpt.code), "\(excerpt.guide):\(excerpt.line) no longer matches \(excerpt.path)")
  }
}
