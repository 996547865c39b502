import ArchMetrics
import Foundation
import Testing

/// The README's "What the figures say today" is written from
/// docs/results.json, the run docs/results.md shows, so it cannot drift:
/// after a new benchmark run, re-record it with
/// `ARCHLAB_RECORD_SNAPSHOTS=1 swift test --filter ReadmeFiguresTests`.
@Suite struct ReadmeFiguresTests {
  static let heading = "## What the figures say today\n\n"
  static let readmeURL = ArchlabProcess.packageRoot.appendingPathComponent("README.md")
  static let resultsURL = ArchlabProcess.packageRoot.appendingPathComponent("docs/results.json")

  /// The README, the section's body and where it sits.
  static func section() throws -> (readme: String, body: Range<String.Index>) {
    let readme = try String(contentsOf: readmeURL, encoding: .utf8)
    let start = try #require(readme.range(of: heading)).upperBound
    let end = try #require(readme.range(of: "\n**On your own app:**", range: start..<readme.endIndex)).lowerBound
    return (readme, start..<end)
  }

  @Test func theSectionIsTheDigestOfDocsResults() throws {
    let report = try JSONReportReader().read(contentsOf: Self.resultsURL)
    let digest = ResultsDigest(report).markdown
    let (readme, body) = try Self.section()
    if ProcessInfo.processInfo.environment["ARCHLAB_RECORD_SNAPSHOTS"] == "1" {
      let rewritten = readme.replacingCharacters(in: body, with: digest)
      try rewritten.write(to: Self.readmeURL, atomically: true, encoding: .utf8)
      return
    }
    #expect(String(readme[body]) == digest, "re-record: ARCHLAB_RECORD_SNAPSHOTS=1 swift test --filter ReadmeFigures")
  }

  @Test func theDigestReadsEveryFigureFromTheReport() throws {
    var report = try JSONReportReader().read(contentsOf: Self.resultsURL)
    let before = ResultsDigest(report).markdown
    // A figure that moves in the run moves in the digest.
    report.matrix = report.matrix.map { row in
      var row = row
      if row.variant == "mvp-leaky" { row.liveSubscriptions += 1 }
      return row
    }
    let after = ResultsDigest(report).markdown
    #expect(before != after)
    #expect(after.split(separator: "\n").allSatisfy { $0.count <= 76 || !$0.contains(" ") })
  }
}
