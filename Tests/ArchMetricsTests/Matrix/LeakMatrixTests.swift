import ArchFeatures
import ArchMetrics
import Testing

/// The matrix reads zero for disciplined variants and catches the leaky
/// one, in proportion to the number of cycles.
@Suite struct LeakMatrixTests {
  @Test func disciplinedVariantsReadZeroAndLeakyOneGrowsWithCycles() throws {
    let few = LeakMatrix.measure(.standard, cycles: 2, feature: "profile")
    let more = LeakMatrix.measure(.standard, cycles: 6, feature: "profile")
    let controls = FeatureSuite.standard.feature(named: "profile")!.variants
      .filter { $0.traits.contains(.leaksOnPurpose) }.map(\.id.rawValue)
    #expect(controls == ["mvp-leaky", "mvp-article", "mvvm-observation-leaky", "mvi-leaky", "mvi-service-leaky"])
    for row in more where !controls.contains(row.variant) {
      #expect(row.isClean, "\(row.variant)")
      #expect(row.passed == row.scenarios)
    }
    let leakyFew = try #require(few.first { $0.variant == "mvp-leaky" })
    let leakyMore = try #require(more.first { $0.variant == "mvp-leaky" })
    #expect(leakyFew.liveSubscriptions > 0)
    #expect(leakyMore.liveSubscriptions == 3 * leakyFew.liveSubscriptions)
    #expect(leakyMore.objectsAlive == 3 * leakyFew.objectsAlive)
    #expect(leakyMore.rendersAfterDestroy >= 3 * leakyFew.rendersAfterDestroy)
  }

  /// A leak into a long-lived service grows with the cycles too, though
  /// its closure keeps nothing of the screen alive: the scale run keeps
  /// the services for the run, as an app does. Process death takes the
  /// old process's subscriptions, so that scale scenario adds a constant.
  // NB: make each opening of a scale run call `makeServices` and the rows read the same at 1, 2, 5 and 10.
  @Test(arguments: ["profile", "todo"])
  func aLeakIntoAServiceGrowsLinearlyWithCyclesAndKeepsNoObject(_ feature: String) throws {
    func row(_ cycles: Int) throws -> MatrixRow {
      try #require(LeakMatrix.measure(.standard, cycles: cycles, feature: feature, variants: [.mviServiceLeaky]).first)
    }
    let rows = try [1, 2, 5, 10].map(row)
    let perCycle = rows[1].liveSubscriptions - rows[0].liveSubscriptions
    #expect(perCycle > 0)
    #expect(rows.map(\.liveSubscriptions) == [1, 2, 5, 10].map { rows[0].liveSubscriptions + ($0 - 1) * perCycle })
    #expect(rows.allSatisfy { $0.objectsAlive == 0 && $0.liveTasks == 0 && $0.mismatchedSteps == 0 })
    #expect(rows.allSatisfy { $0.passed == $0.scenarios })
  }

  /// Linear growth: the scale runs sum several scenarios, and one of them
  /// (process death) leaves one subscription whatever the cycles, so the
  /// figures are a constant plus a fixed amount per cycle.
  @Test(arguments: FeatureSuite.standard.features.map(\.name))
  func leakySubscriptionsAndObjectsGrowLinearlyWithCyclesOnEveryScreen(_ feature: String) throws {
    func row(_ cycles: Int) throws -> MatrixRow {
      try #require(LeakMatrix.measure(.standard, cycles: cycles, feature: feature, variants: [.mvpLeaky]).first)
    }
    let (one, two, four) = (try row(1), try row(2), try row(4))
    #expect(two.liveSubscriptions > one.liveSubscriptions && two.objectsAlive > one.objectsAlive)
    #expect(four.liveSubscriptions - two.liveSubscriptions == 2 * (two.liveSubscriptions - one.liveSubscriptions))
    #expect(four.objectsAlive - two.objectsAlive == 2 * (two.objectsAlive - one.objectsAlive))
    // Renders after destroy grow at least as fast; faster for a stream that
    // keeps ticking into every earlier cycle's destroyed views.
    #expect(
      four.rendersAfterDestroy - two.rendersAfterDestroy >= 2 * (two.rendersAfterDestroy - one.rendersAfterDestroy))
  }

  @Test func onlyTheVariantsThatKeepNothingAcrossRotationRepeatTheRequest() throws {
    let rows = LeakMatrix.measure(.standard, cycles: 1, feature: "profile")
    let keepNothing: Set = ["mvc", "mvp-article", "mvp-article-cancelling"]
    #expect(rows.filter { keepNothing.contains($0.variant) }.map(\.duplicateRequestsPerRotation) == [1, 1, 1])
    #expect(rows.filter { !keepNothing.contains($0.variant) }.allSatisfy { $0.duplicateRequestsPerRotation == 0 })
  }

  @Test func aLongPairReportsItsCyclesAsTheyGoWithoutChangingItsFigures() throws {
    var lines: [String] = []
    let rows = LeakMatrix.measure(.standard, cycles: 100, feature: "search", variants: [.mvpLeaky]) { lines.append($0) }
    let quiet = LeakMatrix.measure(.standard, cycles: 100, feature: "search", variants: [.mvpLeaky])
    #expect(lines.first == "search / mvp-leaky (1 of 1)")
    let done = lines.dropFirst().compactMap { line in
      line.firstMatch(of: /, cycle (\d+) of 400$/).flatMap { Int($0.1) }
    }
    #expect(done.count == lines.count - 1 && done.count >= 40, "\(lines.suffix(3))")
    #expect(done == done.sorted() && done.last == 400)
    let figures = { (row: MatrixRow) in [row.liveSubscriptions, row.objectsAlive, row.rendersAfterDestroy, row.passed] }
    #expect(rows.map(figures) == quiet.map(figures))
  }

  @Test func aShortPairReportsOnlyItsStart() {
    var lines: [String] = []
    _ = LeakMatrix.measure(.standard, cycles: 3, feature: "search", variants: [.mvp]) { lines.append($0) }
    #expect(lines == ["search / mvp (1 of 1)"])
  }

  @Test func disciplinedTeardownLeavesUpstreamIdleAtOnce() throws {
    let row = try #require(LeakMatrix.measure(.standard, cycles: 1, feature: "profile", variants: [.mvp]).first)
    #expect(row.upstreamIdleAfterPop == 0)
    #expect((row.popLatency?.count ?? 0) >= 1)
  }

  @Test func narrowingByVariantKeepsOneRowPerFeature() {
    let rows = LeakMatrix.measure(.standard, cycles: 1, variants: [.mvvmFlow])
    #expect(rows.map(\.variant) == Array(repeating: "mvvm-flow", count: FeatureSuite.standard.features.count))
  }

  @Test func cancellationTimingsSummariseEveryRun() {
    let rows = CancellationTimings.measure(runs: 50)
    #expect(rows.map(\.name) == ["cancel a callback subscription", "cancel a task-based subscription"])
    #expect(rows.allSatisfy { $0.nanoseconds.count == 50 && $0.nanoseconds.median > 0 })
  }
}

@Suite struct SampleSummaryTests {
  @Test func summaryUsesNearestRankPercentilesAndSampleDeviation() {
    let summary = SampleSummary([4, 1, 3, 2])
    #expect(summary.median == 2)
    #expect(summary.p99 == 4)
    #expect(summary.mean == 2.5)
    #expect(abs(summary.standardDeviation - 1.2909944) < 1e-6)
    #expect(summary.min == 1 && summary.max == 4)
  }

  @Test func emptySamplesSummariseToZero() {
    #expect(SampleSummary([]) == SampleSummary([0]).withCount(0))
  }
}

extension SampleSummary {
  fileprivate func withCount(_ count: Int) -> SampleSummary {
    var copy = self
    copy.count = count
    return copy
  }
}

@Suite struct ScenarioTimingsTests {
  @Test func timesEveryScenarioOfTheVariantInEachRound() {
    let summary = ScenarioTimings.measure(.standard, variant: .mvp, rounds: 2)
    #expect(summary.count == 2 * FeatureSuite.standard.cases(variant: .mvp).count)
    #expect(summary.min > 0)
  }
}
