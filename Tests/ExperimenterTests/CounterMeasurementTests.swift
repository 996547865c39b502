import ArchFeatures
import ArchMetrics
import Foundation
import Testing

/// The probes and benchmarks run on an experimenter's screen as they do on
/// the suite's own: cycles at scale, the leak matrix, and a whole report
/// with lines by role read from this folder.
@Suite struct CounterMeasurementTests {
  /// The folder holding `Counter/`, as `Sources/ArchFeatures` holds the suite's screens.
  static let experimenterSources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

  @Test func cyclesOfTheRotationScenarioLeaveNothingBehind() throws {
    let rotation = try #require(Counter.scenarios.first { $0.covers.contains(.rotationMidFlight) })
    let mvp = try #require(Counter.variants.first { $0.id == .mvp })
    let report = ScenarioRunner.cycles(rotation, on: mvp, count: 50)
    #expect(report.mismatchedSteps == 0)
    #expect(report.requestsPerCycle == 1)  // the rotation does not load again
    #expect(report.probes.leaks == [])
  }

  @Test func leakMatrixReadsCleanOnBothVariants() {
    var suite = FeatureSuite([])
    suite.register(Counter.self)
    let rows = LeakMatrix.measure(suite, cycles: 20)
    #expect(rows.map(\.variant) == ["mvp", "mvvm-flow"])
    for row in rows {
      #expect(row.passed == 6, "\(row.variant)")
      #expect(row.isClean, "\(row.variant)")
      #expect(row.duplicateRequestsPerRotation == 0, "\(row.variant)")
      #expect(row.upstreamIdleAfterPop == 0, "\(row.variant)")
    }
  }

  // NB: point `sources:` at another folder and the lines rows disappear:
  // lines by role are read from `<sources>/Counter/`.
  @Test func reportBuilderMeasuresLinesAndLeaksOfTheCounter() throws {
    var suite = FeatureSuite([])
    suite.register(Counter.self)
    let report = try ReportBuilder(cycles: 10, timed: false, sources: Self.experimenterSources).build(suite)
    let roles = report.lines.filter { $0.variant == "mvp" }.map(\.role)
    #expect(roles.contains("logic") && roles.contains("view") && roles.contains("shared model"))
    #expect(!report.lines.contains { $0.role == "fake" }, "fakes are not screen code")
    #expect(report.matrix.count == 2)
    let text = TextRenderer().render(report)
    #expect(text.contains("mvvm-flow"))
  }
}
