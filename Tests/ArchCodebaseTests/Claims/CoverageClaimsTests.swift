import Foundation
import Testing

@testable import ArchCodebase

/// `archlab claims --coverage`: the article's coverage claim on an app's own
/// lcov, llvm-cov or JaCoCo report, against coverage counted by hand (each
/// fixture's figures are in the comments; issue 35).
@Suite struct CoverageClaimsTests {
  static func claims(_ fixture: String, _ report: String) throws -> CodebaseClaims {
    let root = fixturesFolder.appendingPathComponent("Coverage/\(fixture)")
    let count = try LineCountReport(counting: [root], rules: .mobilePreset, exclusions: .standard)
    let coverage = try CoverageFile(data: Data(contentsOf: root.appendingPathComponent(report)))
    return CodebaseClaims(count: count, rules: .mobilePreset, coverage: coverage)
  }

  @Test func readsAnLcovFileFromAnotherMachineByPathSuffix() throws {
    let claims = try Self.claims("iOSApp", "coverage.info")
    let rows = Array(claims.claims.suffix(2))
    // Login's presenter: 18 of 20 DA lines hit (90 %); Feed's: 8 of 10 (80 %), its +Paging file has no record.
    let logic = try #require(rows[0].distribution)
    #expect(logic.count == 2)
    #expect(abs(logic.median - (0.9 + 0.8) / 2) < 1e-12)
    #expect(rows[0].verdict == .partly)
    #expect(rows[0].method.contains("App/Feed/FeedPresenter+Paging.swift"))
    // Settings (MVC): 3 of 10 = 30 %; Login 0.9 / 0.3 = 3.0×, Feed 0.8 / 0.3 = 2.7×: both in 2–3×, two screens
    // too few for an interval.
    #expect(rows[1].distribution?.inRange == 2)
    #expect(rows[1].verdict == .inconclusive)
    #expect(rows[1].distribution?.unit == "×")
    #expect(abs((rows[1].distribution?.maximum ?? 0) - 3) < 1e-9)
  }

  @Test func readsAJaCoCoReportByPackagePathAndFileName() throws {
    let claims = try Self.claims("AndroidApp", "jacoco.xml")
    let rows = Array(claims.claims.suffix(2))
    // LoginPresenter.kt's sourcefile LINE counter: 18 covered, 2 missed (its class counter is not counted twice).
    #expect(rows[0].distribution?.median == 0.9)
    #expect(rows[0].verdict == .holds)
    // ProfileActivity.kt: 6 of 20 = 30 %; 0.9 / 0.3 = 3.0×.
    #expect(abs((rows[1].distribution?.median ?? 0) - 3) < 1e-9)
  }

  @Test func readsTheLlvmCovExportOfARealSwiftTestRun() throws {
    let claims = try Self.claims("SwiftPackage", "llvm-cov.json")
    let rows = Array(claims.claims.suffix(2))
    // LoginPresenter.swift: 16 lines in functions, reset()'s 3 never run: 13 of 16 = 81.25 %.
    #expect(rows[0].distribution?.median == 13.0 / 16)
    #expect(rows[0].verdict == .doesNotHold)
    // SettingsViewController.swift: init and the stored property's initial value run, 2 of 11.
    #expect(abs((rows[1].distribution?.median ?? 0) - (13.0 / 16) / (2.0 / 11)) < 1e-9)
    #expect(rows[1].distribution?.inRange == 0)
  }

  @Test func tellsTheFormatFromTheContent() throws {
    #expect(try CoverageFile(data: Data("SF:/a/B.swift\nDA:1,1\nend_of_record\n".utf8)).format == .lcov)
    #expect(throws: CoverageFile.Failure.self) { try CoverageFile(data: Data("hello".utf8)) }
    #expect(throws: CoverageFile.Failure.self) { try CoverageFile(data: Data("<html></html>".utf8)) }
  }

  @Test func aRecordIsTheFileWhosePathItEndsOrThatEndsIt() {
    let match = CoverageMatch([
      .init(path: "/Users/ci/App/Login/LoginPresenter.swift", lines: LineCoverage(covered: 1, count: 2)),
      .init(path: "com/x/login/LoginPresenter.kt", lines: LineCoverage(covered: 3, count: 4)),
    ])
    #expect(match.lines(of: "App/Login/LoginPresenter.swift")?.covered == 1)
    #expect(match.lines(of: "app/src/main/java/com/x/login/LoginPresenter.kt")?.covered == 3)
    // NB: match by file name alone to see another folder's LoginPresenter.swift take this record.
    #expect(match.lines(of: "Other/LoginPresenter.swift") == nil)
  }

  @Test func lcovMergesAFileNamedTwiceLineByLineAndFallsBackToLFAndLH() throws {
    let records = try CoverageFile.lcov(
      "SF:/a/X.swift\nDA:1,1\nDA:2,0\nend_of_record\nSF:/a/X.swift\nDA:2,4\nend_of_record\n"
        + "SF:/a/Y.swift\nLF:10\nLH:7\nend_of_record\n")
    #expect(records.map(\.path) == ["/a/X.swift", "/a/Y.swift"])
    // NB: sum the two records of X.swift to see line 2 counted twice, 2 of 3.
    #expect(records[0].lines == LineCoverage(covered: 2, count: 2))
    #expect(records[1].lines == LineCoverage(covered: 7, count: 10))
  }
}
