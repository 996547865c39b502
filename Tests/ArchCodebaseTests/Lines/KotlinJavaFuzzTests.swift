import ArchTestSupport
import Foundation
import Testing

@testable import ArchCodebase

/// The Kotlin and Java counters on random token soups and on mutated
/// fixtures: they never crash, every line is code, comment or blank exactly
/// once, and their notes point at lines that exist.
@Suite struct KotlinJavaFuzzTests {
  static let counters: [(name: String, count: @Sendable ([UInt8]) -> LineCountResult)] = [
    ("Kotlin", { KotlinLineCounter.count(bytes: $0) }),
    ("Java", { JavaLineCounter.count(bytes: $0) }),
  ]

  /// Tokens that change a Kotlin or Java lexer's state, and bytes that are not UTF-8.
  static let tokens: [[UInt8]] = lexerTokens.map { Array($0.utf8) } + notUTF8

  static let notUTF8: [[UInt8]] = [[0xFF], [0x80], [0xC3], [0xE2, 0x82], [0xF0, 0x9F, 0x98], [0xED, 0xA0, 0x80]]

  static let lexerTokens = [
    "\"", "\"\"\"", "\"\"\"\"", "'", "\\", "\\\"", "$", "${", "{", "}", "`", "/*", "*/", "//", "/**",
    "\r", "\n", "\r\n", "\n\r", " ", "\t", "*", "/", "a", "\u{FEFF}",
  ]

  /// The Kotlin and Java fixtures, as bytes.
  static let corpus: [[UInt8]] = ["Kotlin/Ordinary", "Kotlin/ClocDisagrees", "Java/Ordinary", "Java/ClocDisagrees"]
    .flatMap { folder in
      let url = fixturesFolder.appendingPathComponent(folder)
      let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
      return names.sorted().map { url.appendingPathComponent($0) }
    }
    .compactMap { try? Data(contentsOf: $0) }.map { Array($0) }

  /// Counts `bytes` with `count` and checks every invariant; returns a failure message or nil.
  static func failure(_ bytes: [UInt8], _ count: ([UInt8]) -> LineCountResult) -> String? {
    let result = count(bytes)
    let counts = result.counts
    let lines = linesByNormalizing(bytes)
    if counts.code < 0 || counts.comment < 0 || counts.blank < 0 { return "negative counts \(counts)" }
    if counts.total != lines { return "\(counts) sums to \(counts.total), not \(lines) lines" }
    if let note = result.notes.first(where: { $0.line < 1 || $0.line > lines }) {
      return "note \(note) outside 1...\(lines)"
    }
    // Replacing bad bytes by U+FFFD never hides a quote, slash or break: same counts.
    let decoded = count(Array(String(decoding: bytes, as: UTF8.self).utf8)).counts
    if decoded != counts { return "decoded text counts \(decoded), bytes \(counts)" }
    return nil
  }

  @Test(arguments: counters.indices)
  func randomTokenSoupsAlwaysSumToTheirLineCount(counter: Int) {
    let (name, count) = Self.counters[counter]
    var mutator = FuzzMutator(seed: 11)
    for round in 0..<TestScale.count(quick: 625, full: 2_500) {
      let bytes = mutator.bytes(round % 128, alphabet: Self.tokens)
      if let failure = Self.failure(bytes, count) {
        Issue.record("\(name), round \(round): \(failure) for \(bytes)")
        return
      }
    }
  }

  @Test(arguments: counters.indices)
  func mutatedFixturesAlwaysSumToTheirLineCount(counter: Int) {
    // NB: in _CFamilyLineScanner.scan, step over `\r\n` one byte at a time to watch this fail.
    let (name, count) = Self.counters[counter]
    let corpus = Self.corpus
    #expect(corpus.count >= 20)
    var mutator = FuzzMutator(seed: 12)
    for round in 0..<TestScale.count(quick: 625, full: 2_500) {
      // A window of a few lines keeps the test fast; mutations reach every state anyway.
      let file = corpus[round % corpus.count]
      let start = mutator.below(file.count)
      let seed = Array(file[start..<min(file.count, start + 64 + mutator.below(320))])
      let bytes = mutator.mutate(seed, tokens: Self.tokens, corpus: corpus, maxEdits: 1 + round % 8)
      if let failure = Self.failure(bytes, count) {
        Issue.record("\(name), round \(round): \(failure)\n\(String(decoding: bytes, as: UTF8.self))")
        return
      }
    }
  }
}
