import Foundation
import Testing

/// Misuse that the docs promise a clear message for keeps that message in
/// release builds: Swift drops `precondition`'s message under `-O`, so the
/// library states misuse with `checkUsage` and `usageFailure`, which call
/// `fatalError`.
@Suite struct UsageMessageTests {
  static let sources = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Sources")

  /// The library's modules; the command-line tool's own invariants may trap.
  static let libraries = ["ArchFlow", "ArchHost", "ArchMVP", "ArchMVVM", "ArchFeatures", "ArchMetrics"]

  @Test func libraryCodeStatesMisuseWithAMessageThatSurvivesOptimisation() throws {
    var found: [String] = []
    for module in Self.libraries {
      let folder = Self.sources.appendingPathComponent(module)
      let files = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
      for file in files where file.hasSuffix(".swift") {
        let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
        where line.contains("precondition(") || line.contains("preconditionFailure(") {
          if line.trimmingCharacters(in: .whitespaces).hasPrefix("//") { continue }
          found.append("\(module)/\(file):\(number + 1)")
        }
      }
    }
    // NB: write `precondition(x > 0, "…")` in a library file to see this fail.
    #expect(found == [], "use checkUsage / usageFailure: \(found.joined(separator: ", "))")
  }
}
