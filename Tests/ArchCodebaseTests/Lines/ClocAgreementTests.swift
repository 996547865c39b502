import Foundation
import Testing

@testable import ArchCodebase

/// Where Swift is ordinary, the counter and `cloc` agree line for line.
struct ClocAgreementTests {
  // Expected values produced by cloc 1.96:
  //   cd Tests/ArchCodebaseTests/Fixtures/Ordinary && cloc --by-file --csv --quiet *.swift
  // (cloc prints blank, comment, code; they are reordered here.)
  @Test(arguments: [
    ("Ordinary/DocumentedClass.swift", LineCounts(code: 24, comment: 23, blank: 7)),
    ("Ordinary/BlockComments.swift", LineCounts(code: 23, comment: 19, blank: 7)),
    ("Ordinary/MixedLines.swift", LineCounts(code: 32, comment: 4, blank: 9)),
    ("Ordinary/BlankLines.swift", LineCounts(code: 20, comment: 2, blank: 17)),
    ("Ordinary/RegexLiterals.swift", LineCounts(code: 16, comment: 4, blank: 4)),
    ("Ordinary/ByteOrderMark.swift", LineCounts(code: 1, comment: 1, blank: 1)),
  ])
  func agreesWithClocOnOrdinarySwiftFiles(fixture: String, cloc: LineCounts) throws {
    // NB: count a line with code and a trailing comment as comment to see MixedLines fail.
    #expect(try countFixture(fixture) == cloc)
  }

  static let clocPath = "/usr/bin/cloc"

  /// Files of `Sources/ArchFlow` where cloc is wrong, with the reason.
  static let clocIsWrongIn: [String: String] = [:]

  @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: clocPath)))
  func agreesWithClocOnThisRepositorysSources() throws {
    let folder = repositoryRoot.appendingPathComponent("Sources/ArchFlow")
    let cloc = try Self.runCloc(on: folder)
    #expect(cloc.count > 10)
    var mismatches: [String] = []
    for (path, expected) in cloc.sorted(by: { $0.key < $1.key }) where Self.clocIsWrongIn[path] == nil {
      let counts = try SwiftLineCounter.count(contentsOf: URL(fileURLWithPath: path)).counts
      if counts != expected { mismatches.append("\(path): counter \(counts), cloc \(expected)") }
    }
    #expect(mismatches == [], "\(mismatches.joined(separator: "\n"))")
  }

  /// cloc's counts per file path: `cloc --csv --quiet --by-file <folder>`.
  static func runCloc(on folder: URL) throws -> [String: LineCounts] {
    Dictionary(try clocRows(on: [folder], languages: ["Swift"]).map { ($0.path, $0.counts) }) { $1 }
  }
}
