import ArchCodebase
import Foundation
import Testing

/// A coverage report's counts are checked before any claim is judged on them.
@Suite struct CoverageFileTests {
  /// An llvm-cov export of one file with `covered` of `count` lines.
  static func llvmCov(covered: String, count: String, file: String = "/ci/App/Login/LoginPresenter.swift") -> Data {
    Data(
      """
      {"data": [{"files": [
        {"filename": "/ci/App/Login/LoginViewController.swift", "summary": {"lines": {"count": 10, "covered": 5}}},
        {"filename": "\(file)", "summary": {"lines": {"count": \(count), "covered": \(covered)}}}
      ]}], "type": "llvm.coverage.json.export", "version": "2.0.1"}
      """.utf8)
  }

  static func failure(_ data: Data) -> String? {
    do {
      _ = try CoverageFile(data: data)
      return nil
    } catch {
      return error.description
    }
  }

  @Test(arguments: [
    (
      "300", "100",
      "record 2 (/ci/App/Login/LoginPresenter.swift): 300 lines covered of 100: more than the file has"
    ),
    ("-5", "10", "record 2 (/ci/App/Login/LoginPresenter.swift): a negative count (-5 lines covered of 10)"),
    (
      "0", "-500000000",
      "record 2 (/ci/App/Login/LoginPresenter.swift): a negative count (0 lines covered of -500000000)"
    ),
    (
      "4611686018427387904", "4611686018427387904",
      "record 2 (/ci/App/Login/LoginPresenter.swift): 4611686018427387904 lines, more than any source file has "
        + "(at most 1000000000)"
    ),
  ])
  func anLlvmCovRecordWhoseCountsCannotBeIsRefusedByNumberAndPath(covered: String, count: String, message: String) {
    // NB: drop the check in CoverageFile.checked(_:record:path:) and each report reads, 300 % and all.
    #expect(Self.failure(Self.llvmCov(covered: covered, count: count)) == message)
  }

  @Test func aRecordsPathIsShownOnOneLine() {
    let failure = Self.failure(Self.llvmCov(covered: "3", count: "1", file: #"/ci/a\nb\u001b[2J.swift"#))
    #expect(failure == #"record 2 (/ci/a\u{0A}b\u{1B}[2J.swift): 3 lines covered of 1: more than the file has"#)
  }

  @Test(arguments: [
    (
      "SF:/a/X.swift\nLF:10\nLH:30\nend_of_record\n",
      "record 1 (/a/X.swift): 30 lines covered of 10: more than the file has"
    ),
    (
      "SF:/a/X.swift\nLF:-10\nLH:0\nend_of_record\n",
      "record 1 (/a/X.swift): a negative count (0 lines covered of -10)"
    ),
    (
      "SF:/a/X.swift\nDA:1,1\nend_of_record\nSF:/a/Y.swift\nDA:1,-4\nend_of_record\n",
      "record 2 (/a/Y.swift): line 1 has a negative hit count (-4)"
    ),
    (
      "SF:/a/X.swift\nLF:4611686018427387904\nLH:0\nend_of_record\nSF:/a/X.swift\nLF:4611686018427387904\nLH:0\n",
      "record 1 (/a/X.swift): 4611686018427387904 lines, more than any source file has (at most 1000000000)"
    ),
  ])
  func anLcovRecordWhoseCountsCannotBeIsRefused(text: String, message: String) {
    #expect(Self.failure(Data(text.utf8)) == message)
  }

  @Test(arguments: [
    (#"missed="-20" covered="10""#, "record 1 (com/x/A.kt): a negative count (10 lines covered, -20 missed)"),
    (
      #"missed="4611686018427387904" covered="4611686018427387904""#,
      "record 1 (com/x/A.kt): 4611686018427387904 lines missed, more than any source file has (at most 1000000000)"
    ),
  ])
  func aJaCoCoCounterWhoseCountsCannotBeIsRefused(counter: String, message: String) {
    let xml = #"<report name="r"><package name="com/x"><sourcefile name="A.kt">"#
      + #"<counter type="LINE" \#(counter)/></sourcefile></package></report>"#
    #expect(Self.failure(Data(xml.utf8)) == message)
  }

  @Test func coverageIsNeverAboveOneHundredPercent() {
    #expect(LineCoverage(covered: 300, count: 100).fraction == 1)
    #expect(LineCoverage(covered: -5, count: 10).fraction == 0)
    #expect(LineCoverage(covered: 17, count: 20).fraction == 0.85)
  }
}
