import ArchFeatures
import ArchHost
import ArchMetrics
import Foundation
import Testing

/// The matrix never calls a variant clean when any of its runs went wrong,
/// and the leaks its scenarios catch show at scale too.
@Suite struct LeakMatrixHonestyTests {
  /// UserProfile's mvp, broken only when a host opens the screen a second
  /// time: every scenario (one screen per host) passes, the scale run (one
  /// host, many screens) does not.
  static let brokenOnReopen: Variant<UserProfile> = {
    let standard = UserProfile.variants.first { $0.id == .mvp }!
    let opened = OpenedHosts()
    return Variant(
      "mvp-broken-on-reopen", summary: "mvp that shows nothing when opened again on the same fakes",
      traits: [], sources: ["MVP/*"]
    ) { context, service in
      if context.lifecycle.instance == 1, !opened.firstOpen(on: context.host) { return SilentView() }
      return standard.view(for: context, services: service)
    }
  }()

  @Test func aVariantThatMismatchesOnlyAtScaleFailsItsRow() throws {
    var suite = FeatureSuite([UserProfile.self])
    suite.register(Self.brokenOnReopen)
    let row = try #require(
      LeakMatrix.measure(suite, cycles: 3, variants: ["mvp-broken-on-reopen"]).first)
    #expect(row.passed == row.scenarios, "every scenario runs on a fresh host, so each one passes")
    // NB: drop the scale runs' mismatches from the row and this reads 0.
    #expect(row.mismatchedSteps > 0)
    #expect(!row.isPassing)
    #expect(!row.isClean)
  }

  @Test func disciplinedRowsMismatchNowhere() {
    for row in LeakMatrix.measure(.standard, cycles: 2, feature: "profile") {
      #expect(row.mismatchedSteps == 0, "\(row.variant)")
      #expect(row.isPassing == (row.passed == row.scenarios), "\(row.variant)")
    }
  }

  @Test func scaleFiguresComeFromEveryScenarioKindThatCanLeak() throws {
    let row = try #require(LeakMatrix.measure(.standard, cycles: 1, feature: "profile", variants: [.mvp]).first)
    let feature = try #require(FeatureSuite.standard.feature(named: "profile"))
    let kinds: [ScenarioCoverage] = [.rotationMidFlight, .popMidFlight, .background, .processDeath]
    for kind in kinds {
      let covering = zip(feature.scenarios, feature.coverage).filter { $0.1.contains(kind) }.map(\.0)
      #expect(!Set(covering).isDisjoint(with: row.scaleScenarios), "no scale run covers \(kind)")
    }
  }

  /// Every kind of leak a leaky variant's scenarios catch shows in its
  /// scale figures too.
  @Test(arguments: FeatureSuite.standard.features.map(\.name))
  func leaksTheScenariosCatchShowAtScale(_ name: String) throws {
    let feature = try #require(FeatureSuite.standard.feature(named: name))
    let row = try #require(LeakMatrix.measure(.standard, cycles: 2, feature: name, variants: [.mvpLeaky]).first)
    let caught = Set(feature.scenarios.compactMap { feature.run(scenario: $0, variant: .mvpLeaky) }
      .flatMap(\.probes.leakKinds))
    // The row's request figures count every run, scenarios included, so
    // wasted requests are read from the scale runs themselves.
    let scale = row.scaleScenarios.compactMap { feature.cycles(scenario: $0, variant: .mvpLeaky, count: 2) }
    let wastedAtScale = scale.map { $0.probes.requestsCompletedForNobody + $0.probes.requestsInFlight }.reduce(0, +)
    let atScale: [LeakKind: Int] = [
      .subscriptions: row.liveSubscriptions, .tasks: row.liveTasks, .objects: row.objectsAlive,
      .rendersAfterDestroy: row.rendersAfterDestroy, .wastedUpstream: wastedAtScale,
    ]
    for kind in caught {
      #expect(atScale[kind, default: 0] > 0, "\(name): the scenarios catch \(kind), the scale run shows none")
    }
  }

  @Test func untimedRowsHaveNoPopLatency() throws {
    let report = try ReportBuilder(cycles: 1, timed: false, feature: "profile", variants: [.mvp])
      .build(.standard)
    // NB: an untimed row with an empty summary instead of nil prints 0.00.
    #expect(report.matrix.allSatisfy { $0.popLatency == nil })
    let json = JSONRenderer().render(report)
    #expect(!json.contains("popLatency"))
  }
}

/// Which hosts have opened a screen. Holds them, so that a freed host's
/// address is never taken for a new one's.
private final class OpenedHosts: Sendable {
  private let seen = Locked([ArchHost.AppHost]())

  /// True the first time `host` opens a screen.
  func firstOpen(on host: ArchHost.AppHost) -> Bool {
    seen.withLock { seen in
      if seen.contains(where: { $0 === host }) { return false }
      seen.append(host)
      return true
    }
  }
}

/// A view that never renders anything.
private final class SilentView: FeatureView {
  func perform(_ intent: UserProfile.Intent) {}
}
