import ArchTestSupport
import Foundation
import Testing

@testable import ArchCodebase

/// The line counter on random bytes and on mutated real Swift files: it
/// never crashes, every line is code, comment or blank exactly once, and
/// its notes point at lines that exist.
@Suite struct LineCounterFuzzTests {
  /// The fixtures and a few of the package's own sources, as bytes.
  static let corpus: [[UInt8]] = {
    let fixtures = ["Ordinary", "ClocDisagrees"].flatMap { folder in
      let url = fixturesFolder.appendingPathComponent(folder)
      let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
      return names.sorted().map { url.appendingPathComponent($0) }
    }
    let sources = [
      "Sources/ArchCodebase/Lines/_SwiftLineScanner.swift", "Sources/ArchCodebase/Lines/SwiftLineCounter.swift",
      "Sources/ArchCodebase/Lines/RoleRules.swift", "Sources/ArchFlow/State/StateFlow.swift",
    ].map { repositoryRoot.appendingPathComponent($0) }
    return (fixtures + sources).compactMap { try? Data(contentsOf: $0) }.map { Array($0) }
  }()

  /// Counts `bytes` and checks every invariant; returns a failure message or nil.
  static func failure(_ bytes: [UInt8]) -> String? {
    let result = SwiftLineCounter.count(bytes: bytes)
    let counts = result.counts
    let lines = linesByNormalizing(bytes)
    if counts.code < 0 || counts.comment < 0 || counts.blank < 0 { return "negative counts \(counts)" }
    if counts.total != lines { return "\(counts) sums to \(counts.total), not \(lines) lines" }
    if let note = result.notes.first(where: { $0.line < 1 || $0.line > lines }) {
      return "note \(note) outside 1...\(lines)"
    }
    // Replacing bad bytes by U+FFFD never hides a quote, slash or break: same counts.
    let decoded = SwiftLineCounter.count(String(decoding: bytes, as: UTF8.self)).counts
    if decoded != counts { return "decoded text counts \(decoded), bytes \(counts)" }
    return nil
  }

  @Test func randomBytesAlwaysSumToTheirLineCount() {
    var mutator = FuzzMutator(seed: 1)
    var inputs = 0
    let alphabet = FuzzMutator.swiftTokens + [Array("let a".utf8)]
    for round in 0..<TestScale.count(quick: 2_000, full: 8_000) {
      let bytes = mutator.bytes(round % 128, alphabet: alphabet)
      inputs += 1
      if let failure = Self.failure(bytes) {
        Issue.record("round \(round): \(failure) for \(bytes)")
        return
      }
    }
    print("LineCounterFuzzTests: \(inputs) random inputs")
  }

  @Test func mutatedSwiftFilesAlwaysSumToTheirLineCount() {
    // NB: in _SwiftLineScanner.scan, step over `\r\n` one byte at a time to watch this fail.
    let corpus = Self.corpus
    #expect(corpus.count >= 10)
    var mutator = FuzzMutator(seed: 2)
    var inputs = 0
    var bytesCounted = 0
    for round in 0..<TestScale.count(quick: 2_000, full: 8_000) {
      // A window of a few lines keeps the test fast; mutations reach every state anyway.
      let file = corpus[round % corpus.count]
      let start = mutator.below(file.count)
      let seed = Array(file[start..<min(file.count, start + 64 + mutator.below(320))])
      let bytes = mutator.mutate(seed, tokens: FuzzMutator.swiftTokens, corpus: corpus, maxEdits: 1 + round % 8)
      inputs += 1
      bytesCounted += bytes.count
      if let failure = Self.failure(bytes) {
        Issue.record("round \(round): \(failure)\n\(String(decoding: bytes, as: UTF8.self))")
        return
      }
    }
    print("LineCounterFuzzTests: \(inputs) mutated file windows, \(bytesCounted) bytes")
  }
}
