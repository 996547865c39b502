import ArchCodebase
import ArchMetrics
import Foundation
import Testing

/// The published study agrees with itself: docs/study/study.md and .html
/// are what docs/study/study.json renders to, and the README's and
/// docs/Study.md's digests are what it says. After a new run, re-record
/// with `ARCHLAB_RECORD_SNAPSHOTS=1 swift test --filter PublishedStudyTests`.
@Suite struct PublishedStudyTests {
  static let root = ArchlabProcess.packageRoot
  static let marks = ("<!-- study digest -->\n", "<!-- end study digest -->")
  static var recording: Bool { ProcessInfo.processInfo.environment["ARCHLAB_RECORD_SNAPSHOTS"] == "1" }

  static func study() throws -> Study {
    try Study(json: Data(contentsOf: root.appendingPathComponent("docs/study/study.json")))
  }

  /// Checks (or, recording, writes) the file at `path` against `expected`.
  static func check(_ path: String, _ expected: String) throws {
    let url = root.appendingPathComponent(path)
    if recording { return try expected.write(to: url, atomically: true, encoding: .utf8) }
    #expect(try String(contentsOf: url, encoding: .utf8) == expected, "re-record: \(path)")
  }

  /// Checks (or writes) the digest between the marks of the page at `path`.
  static func checkDigest(in path: String, _ digest: String) throws {
    let url = root.appendingPathComponent(path)
    let page = try String(contentsOf: url, encoding: .utf8)
    let start = try #require(page.range(of: marks.0)).upperBound
    let end = try #require(page.range(of: marks.1, range: start..<page.endIndex)).lowerBound
    if recording {
      let rewritten = page.replacingCharacters(in: start..<end, with: digest)
      return try rewritten.write(to: url, atomically: true, encoding: .utf8)
    }
    #expect(String(page[start..<end]) == digest, "re-record the digest in \(path)")
  }

  @Test func theMarkdownAndHTMLAreWhatTheJSONRendersTo() throws {
    let study = try Self.study()
    try Self.check("docs/study/study.md", StudyText(study: study).markdown())
    try Self.check("docs/study/study.html", StudyHTML(study: study).render())
  }

  @Test func theReadmeAndTheStudyPageSayWhatTheJSONSays() throws {
    let digest = StudyDigest(try Self.study())
    try Self.checkDigest(in: "README.md", digest.markdown)
    try Self.checkDigest(in: "docs/Study.md", digest.markdown(linking: nil))
  }

  @Test func thePublishedStudyNamesRepositoriesByURLAndPinsEveryCommit() throws {
    let study = try Self.study()
    #expect(study.apps.count >= 50)
    #expect(study.failures.isEmpty)
    for app in study.apps {
      #expect(app.entry.source.hasPrefix("https://github.com/"), "\(app.entry.label)")
      #expect(app.entry.commit?.count ?? 0 >= 12, "\(app.entry.label)")
    }
    // At least three apps hold the same screens in several architectures.
    #expect(study.apps.filter { !$0.pairs.isEmpty }.count >= 3)
  }

  @Test func theDigestReadsEveryFigureFromTheStudy() throws {
    var study = try Self.study()
    let before = StudyDigest(study).markdown
    // NB: write a figure into StudyDigest by hand and a moved figure leaves it as it was.
    study.pool.rows[0].claims[0].uncertainty?.median += 0.05
    #expect(StudyDigest(study).markdown != before)
    #expect(before.split(separator: "\n").allSatisfy { $0.count <= 76 || !$0.contains(" ") })
  }
}
