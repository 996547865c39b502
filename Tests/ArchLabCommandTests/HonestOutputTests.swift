import ArchFeatures
import ArchLabCLI
import ArchMetrics
import Foundation
import Testing

@testable import ArchLabTool

/// What the tool prints says exactly what happened: `≠` for a frame, a
/// request count as a request count, instructions that work.
@Suite struct HonestOutputTests {
  static func report(frameMatches: Bool, requests: Int, expectedRequests: Int?) throws -> ScenarioReport {
    let feature = try #require(FeatureSuite.standard.feature(named: "profile"))
    var report = try #require(feature.run(scenario: PlayCommand.defaultScenario(of: feature), variant: .mvp))
    report.steps[0].frameMatches = frameMatches
    report.steps[0].requests = requests
    report.steps[0].expectedRequests = expectedRequests
    return report
  }

  static func timeline(_ report: ScenarioReport) throws -> String {
    let feature = try #require(FeatureSuite.standard.feature(named: "profile"))
    let style = ANSIStyle(enabled: false)
    return Timeline(feature: feature, scenario: report.scenario, reports: [report], style: style, width: 200)
      .render()
  }

  @Test func aRequestCountThatDiffersIsNotMarkedAsAFrameThatDiffers() throws {
    let text = try Self.timeline(Self.report(frameMatches: true, requests: 2, expectedRequests: 1))
    let row = try #require(text.split(separator: "\n").first { $0.hasPrefix("1 ") })
    // NB: mark `≠` whenever `matches` is false and this row shows one.
    #expect(row.contains("[2 req ≠ 1]"))
    #expect(!row.replacingOccurrences(of: "[2 req ≠ 1]", with: "").contains("≠"))
    #expect(text.contains("step 1, mvp: expected 1 request, made 2"))
  }

  @Test func aFrameThatDiffersIsMarked() throws {
    let text = try Self.timeline(Self.report(frameMatches: false, requests: 1, expectedRequests: 1))
    let row = try #require(text.split(separator: "\n").first { $0.hasPrefix("1 ") })
    #expect(row.hasSuffix(" ≠") && !row.contains("req"))
  }

  /// The coverage claim says how to measure it; the command it names takes
  /// the option it names.
  @Test func coverageClaimNamesACommandAndOptionThatExist() throws {
    let claim = try #require(ArticleClaims.evaluate(
      ClaimInputs(lines: [], matrix: [], presenterScenarioTime: nil, coverage: nil)
    ).first { $0.claim.contains("coverage") })
    #expect(claim.method.contains("archlab-bench --coverage"))
    let bench = ArchlabProcess.binary.deletingLastPathComponent().appendingPathComponent("archlab-bench")
    try #require(FileManager.default.isExecutableFile(atPath: bench.path), "build archlab-bench first")
    let help = try ArchlabProcess.run(["--help"], executable: bench)
    #expect(help.exitCode == 0)
    #expect(help.stdout.contains("--coverage <file>"))
  }
}
