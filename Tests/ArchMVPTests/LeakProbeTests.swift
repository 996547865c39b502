import ArchFlow
import ArchHost
import Testing

/// The probes' positive controls: the leaky presenter (`ProbeControlPresenter`)
/// must be caught by every probe that should catch it, and the suite's
/// disciplined presenters, run through the same scenario and checks, must be
/// caught by none.
@Suite struct LeakProbeTests {
  /// Show, pop mid-load, then let the request's time pass: the probe
  /// reports right after the pop and at the end.
  struct PopMidLoad {
    let scenario: ProfileScenario
    let afterPop: ProbeReport
    let atEnd: ProbeReport

    init(_ variant: ProfileVariant) {
      scenario = ProfileScenario(variant)
      scenario.screen.show()
      scenario.host.advance(by: .milliseconds(100))
      scenario.screen.pop()
      afterPop = scenario.host.probeReport()
      scenario.host.advance(by: .milliseconds(200))  // the request's latency ends
      atEnd = scenario.host.probeReport()
    }
  }

  @Test func theLeakyPresenterIsCaughtByEveryProbe() throws {
    // NB: with `.leakyFixed` (the two `LEAK:` fixes) every expectation here but `atEnd.liveTasks == []` fails.
    let run = PopMidLoad(.leaky)
    let site = "leaky.observeUser @ ArchMVPTests/ProbeControlPresenter.swift:"
      + "\(ProbeControlPresenter.subscribeLine) on StateFlow<Dictionary<String, User>>"

    // Right after the pop: the view and presenter are alive, the
    // subscription is live, the request still runs.
    #expect(run.afterPop.objectsLeaked == ["profile ProbeControlPresenter", "profile view #1"])
    #expect(run.afterPop.subscriptionSites == [site])
    #expect(run.afterPop.liveTasks == ["leaky.load"])
    #expect(run.afterPop.upstream.inFlight == 1)

    // Once the request completes for nobody, the service emits and the
    // leaked callback renders into the destroyed view.
    #expect(run.atEnd.upstream == UpstreamCounts(started: 1, completed: 1, completedAfterConsumerGone: 1))
    #expect(run.atEnd.rendersAfterDestroy.map(\.description) == [
      "render after destroy: #1 @ 0.3 seconds: user Ada Lovelace (#42)"
    ])
    #expect(run.atEnd.objectsLeaked == ["profile ProbeControlPresenter", "profile view #1"])
    #expect(run.atEnd.subscriptionSites == [site])
    #expect(run.atEnd.liveTasks == [])
    #expect(run.atEnd.leaks == [
      "alive after destroy: profile ProbeControlPresenter",
      "alive after destroy: profile view #1",
      "live subscription: \(site)",
      "render after destroy: #1 @ 0.3 seconds: user Ada Lovelace (#42)",
      "upstream completed after its consumer was gone: 1",
    ])
  }

  /// Each probe, and what it sees in a pop-mid-load run.
  enum Probe: String, CaseIterable, Sendable, CustomStringConvertible {
    case lifetimeTracker, subscriptionLedger, taskTracker, renderLog, upstreamCounter

    var description: String { rawValue }

    func flags(_ run: PopMidLoad) -> Bool {
      switch self {
      case .lifetimeTracker: !run.atEnd.objectsLeaked.isEmpty
      case .subscriptionLedger: run.atEnd.liveSubscriptions > 0
      case .taskTracker: !run.afterPop.liveTasks.isEmpty  // until the request ends by itself
      case .renderLog: !run.atEnd.rendersAfterDestroy.isEmpty
      case .upstreamCounter: run.afterPop.upstream.inFlight > 0 || run.atEnd.upstream.completedAfterConsumerGone > 0
      }
    }
  }

  @Test(arguments: Probe.allCases)
  func eachProbeCatchesTheLeakyPresenterAndPassesTheDisciplinedOnes(_ probe: Probe) {
    let leaky = PopMidLoad(.leaky)
    #expect(probe.flags(leaky), "\(probe) missed the leak:\n\(leaky.atEnd)")
    for variant in ProfileVariant.disciplined {
      let run = PopMidLoad(variant)
      #expect(!probe.flags(run), "\(probe) flagged the disciplined \(variant) presenter:\n\(run.atEnd)")
      #expect(run.afterPop.isClean && run.atEnd.isClean, "\(variant):\n\(run.afterPop)\n\(run.atEnd)")
    }
  }

  @Test(arguments: Probe.allCases, [false, true])
  func eachProbeFlagsTheLeakyPresenterExactlyWhenItsTwoLeaksAreNotFixed(_ probe: Probe, fixed: Bool) {
    // NB: `.leakyFixed` is `ProbeControlPresenter(fixed: true)`, the two `LEAK:` fixes and nothing else.
    let run = PopMidLoad(fixed ? .leakyFixed : .leaky)
    if fixed {
      #expect(!probe.flags(run), "\(probe) flagged the fixed leaky presenter:\n\(run.atEnd)")
    } else {
      #expect(probe.flags(run), "\(probe) missed the leak:\n\(run.atEnd)")
    }
  }

  @Test func theLeakyPresenterWithItsTwoFixesReadsCleanOnEveryProbe() {
    // NB: the "passes when fixed" half of the positive control; drop either fix and this fails.
    let run = PopMidLoad(.leakyFixed)
    let host = run.scenario.host
    #expect(run.afterPop.isClean, "\(run.afterPop)")

    #expect(host.tracker.alive == [])
    #expect(host.tracker.leaked == [])
    #expect(host.ledger.liveCount == 0)
    #expect(host.tasks.labels == [])
    #expect(host.upstream.counts == UpstreamCounts(started: 1, cancelled: 1))
    #expect(host.upstream.counts.completedAfterConsumerGone == 0)
    #expect(run.scenario.screen.renderLog.violations == [])
    #expect(host.probeReport().isClean, "\(host.probeReport())")
    #expect(run.scenario.frames == ["#1 @ 0.0 seconds: loading"])
  }

  @Test func theLeakyPresenterAlsoLeaksTheViewItRotatedAway() {
    // NB: with `.passive` instead of `.leaky` there are no leaks and no violations.
    let scenario = ProfileScenario(.leaky)
    scenario.screen.show()
    scenario.host.advance(by: .milliseconds(100))

    scenario.screen.rotate()
    scenario.host.advance(by: .milliseconds(200))

    #expect(scenario.host.tracker.leaked == ["profile view #1"])
    #expect(scenario.host.ledger.liveCount == 3)  // one per view, plus view #2's lifecycle observer
    #expect(scenario.screen.renderLog.violations.map(\.description) == [
      "render after destroy: #1 @ 0.3 seconds: user Ada Lovelace (#42)"
    ])
    #expect(scenario.frames.last == "#2 @ 0.3 seconds: user Ada Lovelace (#42)")
  }
}
