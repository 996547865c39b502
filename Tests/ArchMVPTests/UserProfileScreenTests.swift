import ArchFlow
import ArchHost
import ArchMVP
import Testing
@testable import ArchFeatures

/// The suite's UserProfile screen on the headless platform, Passive View
/// and Supervising Controller through the same tests: same frames, same
/// probes.
@Suite struct UserProfileScreenTests {
  @Test(arguments: ProfileVariant.disciplined)
  func showsLoadingThenTheUser(_ variant: ProfileVariant) {
    let scenario = ProfileScenario(variant)
    scenario.screen.show()
    scenario.host.advance(by: .milliseconds(300))

    #expect(scenario.frames == ["#1 @ 0.0 seconds: loading", "#1 @ 0.3 seconds: user Ada Lovelace (#42)"])
  }

  @Test(arguments: ProfileVariant.disciplined)
  func showsTheErrorThenTheUserAfterRetry(_ variant: ProfileVariant) {
    let scenario = ProfileScenario(variant)
    scenario.service.failNextRequests(1)
    scenario.screen.show()
    scenario.host.advance(by: .milliseconds(300))

    scenario.view?.perform(.retry)
    scenario.host.advance(by: .milliseconds(300))

    #expect(scenario.frames == [
      "#1 @ 0.0 seconds: loading",
      "#1 @ 0.3 seconds: error: offline",
      "#1 @ 0.3 seconds: loading",
      "#1 @ 0.6 seconds: user Ada Lovelace (#42)",
    ])
    #expect(scenario.service.requestCount == 2)
  }

  @Test(arguments: ProfileVariant.disciplined)
  func rotationMidLoadMakesOneRequestAndTheNewViewShowsTheResult(_ variant: ProfileVariant) {
    // NB: have UserProfile's `mvp` or `mvp-supervising` view factory make its presenter directly (no
    // `context.presenters`) and requestCount is 2.
    let scenario = ProfileScenario(variant)
    let host = scenario.host
    scenario.screen.show()
    host.advance(by: .milliseconds(100))

    scenario.screen.rotate()
    host.advance(by: .milliseconds(200))

    #expect(scenario.service.requestCount == 1)
    #expect(host.upstream.counts == UpstreamCounts(started: 1, completed: 1))
    #expect(scenario.frames == [
      "#1 @ 0.0 seconds: loading",
      "#2 @ 0.1 seconds: loading",
      "#2 @ 0.3 seconds: user Ada Lovelace (#42)",
    ])
    #expect(host.tracker.leaked == [], "the old view must be released")
    #expect(host.tracker.alive.contains("profile view #2"))
    #expect(scenario.screen.renderLog.violations == [])
  }

  @Test(arguments: ProfileVariant.disciplined)
  func rotationAfterLoadingShowsTheUserAtOnceWithoutARequest(_ variant: ProfileVariant) {
    let scenario = ProfileScenario(variant)
    scenario.screen.show()
    scenario.host.advance(by: .milliseconds(300))

    scenario.screen.rotate()

    #expect(scenario.frames.last == "#2 @ 0.3 seconds: user Ada Lovelace (#42)")
    #expect(scenario.service.requestCount == 1)
  }

  @Test(arguments: ProfileVariant.disciplined)
  func popMidLoadReleasesEverythingAndCancelsTheRequest(_ variant: ProfileVariant) {
    // NB: drop `.store(in: request)` from `UserProfilePresenter.load()` and the request completes for nobody.
    let scenario = ProfileScenario(variant)
    let host = scenario.host
    scenario.screen.show()
    host.advance(by: .milliseconds(100))

    scenario.screen.pop()
    let afterPop = host.probeReport()
    host.advance(by: .seconds(1))

    #expect(host.tracker.alive == [], "view and presenter must both be released")
    #expect(scenario.screen.renderLog.violations == [])
    #expect(host.upstream.counts == UpstreamCounts(started: 1, cancelled: 1))
    #expect(host.ledger.liveCount == 0)
    #expect(host.tasks.count == 0)
    #expect(afterPop.isClean, "\(afterPop)")
    #expect(host.probeReport().isClean, "\(host.probeReport())")
  }

  @Test func withoutThePresenterStoreRotationRestartsTheLoad() {
    // The article's "otherwise loading restarts": a presenter per view, cleared at destroyed.
    let host = AppHost()
    let service = FakeUserService(host: host)
    let screen = Screen(host: host, name: "profile") { context in
      let presenter = UserProfilePresenter(service: service, host: context.host, saved: context.saved)
      context.lifecycle.observe { if $0 == .destroyed { presenter.clear() } }
      return UserProfileView(context: context, presenter: presenter)
    }
    screen.show()
    host.advance(by: .milliseconds(100))

    screen.rotate()
    host.advance(by: .milliseconds(300))

    #expect(service.requestCount == 2)
    #expect(host.upstream.counts == UpstreamCounts(started: 2, completed: 1, cancelled: 1))
    #expect(screen.renderLog.frames.map(\.description) == [
      "#1 @ 0.0 seconds: loading",
      "#2 @ 0.1 seconds: loading",
      "#2 @ 0.4 seconds: user Ada Lovelace (#42)",
    ])
  }
}
