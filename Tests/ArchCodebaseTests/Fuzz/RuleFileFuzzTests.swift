import ArchTestSupport
import Foundation
import Testing

@testable import ArchCodebase

/// The rules-file reader on mutated rules files: it either returns rules
/// that read back the same, or throws a ``RuleFileError`` naming a line
/// that exists and quoting it as written.
@Suite struct RuleFileFuzzTests {
  static let seeds: [String] = [
    RoleRules.standard.description,
    "# Coordinators first.\n**/Coordinators/*   coordinator\n*ViewModel.swift    view model\n\n"
      + "*View.swift view # trailing\n",
    "*Store.swift store\r\n/Sources/**/Model/** model\r\n  ?ake*.swift   fake  \r",
    "Sources/*/[x]\\*.swift  odd glob\n#only a comment\n   \t\n*.swift other",
  ]

  static let tokens: [[UInt8]] = [
    "#", " #", "*", "**", "**/", "?", "/", ".", " ", "\t", "\n", "\r", "\r\n", "view", " model", "_", "1", "é",
    "\u{301}", "\u{85}", "\u{2028}",
  ].map { Array($0.utf8) } + [[0xFF], [0xC3], [0x00]]

  /// The lines of `text` as the reader numbers them: `\n`, `\r\n` and `\r` end a line.
  static func lines(_ text: String) -> [String] {
    var lines: [String] = []
    var current = ""
    for character in text {
      if character == "\n" || character == "\r\n" || character == "\r" {
        lines.append(current)
        current = ""
      } else {
        current.append(character)
      }
    }
    return lines + [current]
  }

  @Test func mutatedRulesFilesGiveRulesOrAnErrorOnARealLine() {
    // NB: in RoleRules.init(parsing:), split on "\n" only to watch a `\r` file's error lines go wrong.
    let corpus = Self.seeds.map { Array($0.utf8) }
    var mutator = FuzzMutator(seed: 3)
    var (parsed, rejected) = (0, 0)
    for round in 0..<TestScale.count(quick: 2_500, full: 10_000) {
      let bytes = mutator.mutate(
        corpus[round % corpus.count], tokens: Self.tokens, corpus: corpus, maxEdits: 1 + round % 6)
      let text = String(decoding: bytes, as: UTF8.self)
      do {
        let rules = try RoleRules(parsing: text)
        parsed += 1
        let again = try RoleRules(parsing: rules.description)
        #expect(again == rules, "round \(round): \(rules.description.debugDescription) reads back differently")
      } catch {
        rejected += 1
        let lines = Self.lines(text)
        guard (1...lines.count).contains(error.line) else {
          Issue.record("round \(round): error on line \(error.line) of \(lines.count): \(text.debugDescription)")
          return
        }
        #expect(error.text == lines[error.line - 1], "round \(round): \(error) quotes another line")
      }
    }
    print("RuleFileFuzzTests: \(parsed) rules files read, \(rejected) rejected")
    #expect(parsed > 1_000 && rejected > 1_000)
  }

  @Test func globsNeverCrashAndAgreeWithABacktrackingMatcher() {
    // NB: in Glob.matches, let `*` cross a `/` to watch this fail.
    var mutator = FuzzMutator(seed: 4)
    let patternAlphabet: [[UInt8]] = ["*", "**", "**/", "?", "/", "a", "b", ".", "\\", "[", "é", "e\u{301}"]
      .map { Array($0.utf8) }
    let pathAlphabet: [[UInt8]] = ["/", "a", "b", ".", "ab/", "\\", "[", "é", "e\u{301}", "*"].map { Array($0.utf8) }
    var matched = 0
    let pairs = TestScale.count(quick: 6_250, full: 25_000)
    for round in 0..<pairs {
      let pattern = String(decoding: mutator.bytes(mutator.below(10), alphabet: patternAlphabet), as: UTF8.self)
      let path = String(decoding: mutator.bytes(mutator.below(14), alphabet: pathAlphabet), as: UTF8.self)
      let result = Glob(pattern).matches(path)
      if result { matched += 1 }
      if result != GlobReference.matches(pattern, path) {
        Issue.record("round \(round): Glob(\(pattern.debugDescription)).matches(\(path.debugDescription)) is \(result)")
        return
      }
    }
    print("RuleFileFuzzTests: \(pairs) glob pairs, \(matched) matches")
    #expect(matched > pairs / 50)
  }
}
