import ArchCodebase
import ArchMetrics
import ArchTestSupport
import Foundation
import Testing

/// A claims run as a report (`CodebaseClaims.report`), rendered: the lines
/// table by part per screen. The grouping itself is tested in
/// ArchCodebaseTests (`RealAppLayoutTests`).
@Suite struct CodebaseReportTests {
  /// The claims on a tree of `files` (path: text), written to a temporary folder.
  static func claims(_ files: [String: String]) throws -> CodebaseClaims {
    try TemporaryTree.with(files, prefix: "archlab-report") { root in
      let count = try LineCountReport(counting: [root], rules: .mobilePreset, exclusions: .standard)
      return CodebaseClaims(
        count: count, rules: .mobilePreset, sharedModel: .none,
        contents: { try? String(contentsOf: root.appendingPathComponent($0), encoding: .utf8) })
    }
  }

  /// `n` lines of code.
  static func code(_ n: Int) -> String { (0..<n).map { "let v\($0) = \($0)\n" }.joined() }

  @Test func theLinesTableGivesSharesOfTheThreePartsAndWiringBeside() throws {
    let claims = try Self.claims([
      "App/Login/LoginViewController.swift": Self.code(10),
      "App/Login/LoginPresenter.swift": Self.code(10),
      "App/Login/LoginRouter.swift": Self.code(30),
    ])
    let report = claims.report(machine: "", command: "archlab claims App", roots: ["App"])
    let markdown = MarkdownRenderer().render(report)
    #expect(markdown.contains("| Login | mvp | 10 (50%) | 10 (50%) | 30 | 20 |"))
    #expect(markdown.contains("logic + view + model |"))
  }
}
