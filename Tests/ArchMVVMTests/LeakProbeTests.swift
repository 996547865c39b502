import ArchFlow
import ArchHost
import Testing

/// The positive controls: a view and a view model written wrong on purpose
/// are caught by the probes that should catch them, and their fixed
/// versions leave every probe at zero.
@Suite struct LeakProbeTests {
  /// A UserProfile screen of `LeakyProfileView`s over the suite's view model.
  func leakyViewScreen(fixed: Bool) -> (AppHost, Screen<AnyObject & Sendable>) {
    let fixture = ProfileFixture { LeakyProfileView(context: $0, service: $1, fixed: fixed) }
    return (fixture.host, fixture.screen)
  }

  @Test func aViewLoopWithoutALifecycleBoundIsCaughtByTheTrackerTheTasksTheLedgerAndTheRenderLog() {
    // NB: pass `fixed: true` and every expectation on the leak fails: that is the positive control.
    let (host, screen) = leakyViewScreen(fixed: false)
    screen.show()
    host.advance(by: .milliseconds(100))

    screen.rotate()
    host.advance(by: .milliseconds(200))  // loaded: the old view's loop renders too

    let site = "leaky.states @ ArchMVVMTests/LeakyProfileView.swift:\(LeakyProfileView.statesLine)"
    #expect(host.tracker.leaked == ["profile view #1"])
    #expect(host.tasks.labels == ["leaky.render", "leaky.render"])
    #expect(host.ledger.liveRecords.map(\.description) == [
      "\(site) on StateFlow<UserProfileFrame>", "\(site) on StateFlow<UserProfileFrame>",
    ])
    #expect(host.probeReport().rendersAfterDestroy.map(\.description) == [
      "render after destroy: #1 @ 0.3 seconds: user Ada Lovelace (#42)"
    ])

    screen.pop()  // clear() finishes the view model's streams: the loops end, the views go

    #expect(host.probeReport().leaks == ["render after destroy: #1 @ 0.3 seconds: user Ada Lovelace (#42)"])
  }

  @Test func theLifecycleBoundLoopLeavesEveryProbeAtZero() {
    // NB: launch the loop with context.host.launch (the leaky branch) and this reports view #1.
    let (host, screen) = leakyViewScreen(fixed: true)
    screen.show()
    host.advance(by: .milliseconds(100))

    screen.rotate()
    host.advance(by: .milliseconds(200))

    #expect(host.tracker.leaked == [])
    #expect(host.tasks.labels == ["leaky.render"])
    #expect(screen.renderLog.frames.map(\.text) == ["loading", "loading", "user Ada Lovelace (#42)"])
    screen.pop()
    #expect(host.probeReport() == ProbeReport(upstream: UpstreamCounts(started: 1, completed: 1)))
  }

  /// A UserProfile screen whose view model is `ForgetfulProfileViewModel`.
  func forgetfulFixture(fixed: Bool) -> ProfileFixture {
    ProfileFixture { ForgetfulProfileView(context: $0, service: $1, fixed: fixed) }
  }

  @Test func aViewModelThatForgetsToClearIsCaughtByTheTrackerTheLedgerTheTasksAndUpstream() {
    // NB: pass `fixed: true` and every expectation on the leak fails: that is the positive control.
    let fixture = forgetfulFixture(fixed: false)
    let host = fixture.host
    fixture.screen.show()
    host.advance(by: .milliseconds(100))

    fixture.screen.pop()

    let site = "forgetful.cache @ ArchMVVMTests/ForgetfulProfileViewModel.swift:\(ForgetfulProfileViewModel.cacheLine)"
    let subscription = "\(site) on StateFlow<Dictionary<String, User>>"
    let report = host.probeReport()
    #expect(report.objectsLeaked == ["profile ForgetfulProfileViewModel"])
    #expect(report.subscriptionSites == [subscription])
    #expect(report.liveTasks == ["forgetful.load"])
    #expect(report.upstream.inFlight == 1)

    host.advance(by: .seconds(1))  // the load finishes for nobody

    #expect(host.upstream.counts == UpstreamCounts(started: 1, completed: 1, completedAfterConsumerGone: 1))
    #expect(host.probeReport().leaks == [
      "alive after destroy: profile ForgetfulProfileViewModel",
      "live subscription: \(subscription)",
      "upstream completed after its consumer was gone: 1",
    ])
    #expect(host.probeReport().rendersAfterDestroy == [])  // the views were bound correctly
  }

  @Test func theViewModelThatClearsLeavesEveryProbeAtZero() {
    let fixture = forgetfulFixture(fixed: true)
    let host = fixture.host
    fixture.screen.show()
    host.advance(by: .milliseconds(100))

    fixture.screen.pop()
    host.advance(by: .seconds(1))

    let report = host.probeReport()
    #expect(report.leaks == [], "\(report)")
    #expect(report.upstream == UpstreamCounts(started: 1, cancelled: 1))
  }
}
