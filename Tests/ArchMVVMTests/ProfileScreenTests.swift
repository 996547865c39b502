import ArchFlow
import ArchHost
import ArchMVVM
import ArchTestSupport
import Testing

/// The UserProfile screen through its lifecycle, in both view styles.
@Suite struct ProfileScreenTests {
  @Test(arguments: ViewStyle.allCases)
  func showingTheScreenRendersLoadingThenTheUser(style: ViewStyle) {
    let fixture = ProfileFixture(style)
    fixture.screen.show()
    fixture.host.advance(by: .milliseconds(300))

    #expect(fixture.screen.renderLog.frames.map(\.description) == [
      "#1 @ 0.0 seconds: loading",
      "#1 @ 0.3 seconds: user Ada Lovelace (#42)",
    ])
    #expect(fixture.events.shown == ["#1 toast(Loaded Ada Lovelace)"])
  }

  @Test(arguments: ViewStyle.allCases)
  func rotationMidLoadMakesOneRequestAndTheNewViewShowsTheResult(style: ViewStyle) {
    // NB: store the view model in the view instead of the ViewModelStore and requestCount is 2.
    let fixture = ProfileFixture(style)
    let host = fixture.host
    fixture.screen.show()
    host.advance(by: .milliseconds(100))

    fixture.screen.rotate()
    host.advance(by: .milliseconds(200))

    #expect(fixture.service.requestCount == 1)
    #expect(host.upstream.counts == UpstreamCounts(started: 1, completed: 1))
    #expect(fixture.screen.renderLog.frames.map(\.description) == [
      "#1 @ 0.0 seconds: loading",
      "#2 @ 0.1 seconds: loading",
      "#2 @ 0.3 seconds: user Ada Lovelace (#42)",
    ])
    #expect(fixture.events.shown == ["#2 toast(Loaded Ada Lovelace)"])
    #expect(host.tracker.alive == ["profile UserProfileFlowViewModel", "profile view #2"])
    #expect(host.tracker.leaked == [])
  }

  @Test(arguments: ViewStyle.allCases)
  func popMidLoadReleasesViewAndViewModelAndCancelsTheRequest(style: ViewStyle) {
    // NB: give UserProfileFlowViewModel an empty `func clear() {}` and the request completes for nobody.
    let fixture = ProfileFixture(style)
    let host = fixture.host
    fixture.screen.show()
    host.advance(by: .milliseconds(100))

    fixture.screen.pop()
    host.advance(by: .seconds(1))

    let report = host.probeReport()
    #expect(report.leaks == [], "\(report)")
    #expect(report.objectsAlive == [])
    #expect(report.liveSubscriptions == 0)
    #expect(report.liveTasks == [])
    #expect(report.rendersAfterDestroy == [])
    #expect(report.upstream == UpstreamCounts(started: 1, cancelled: 1))
    #expect(fixture.frames == ["loading"])
  }

  @Test(arguments: ViewStyle.allCases)
  func backgroundStopsCollectingAndForegroundShowsTheLatestFrame(style: ViewStyle) {
    // NB: pass `minimum: .created` to the state binding and the user renders while in background.
    let fixture = ProfileFixture(style)
    let host = fixture.host
    fixture.screen.show()
    #expect(host.ledger.liveCount == 4)  // two lifecycle observations, state and events

    fixture.screen.background()
    #expect(host.ledger.liveCount == 2)
    #expect(host.ledger.liveRecords.allSatisfy { $0.flow == "StateFlow<LifecycleState>" })
    host.advance(by: .milliseconds(300))  // loaded while in background
    #expect(fixture.frames == ["loading"])
    #expect(fixture.events.shown == [])

    fixture.screen.foreground()

    #expect(host.ledger.liveCount == 4)
    #expect(fixture.screen.renderLog.frames.map(\.description) == [
      "#1 @ 0.0 seconds: loading",
      "#1 @ 0.3 seconds: user Ada Lovelace (#42)",
    ])
    #expect(fixture.events.shown == ["#1 toast(Loaded Ada Lovelace)"])
  }

  @Test(arguments: ViewStyle.allCases)
  func aFailedLoadShowsTheErrorAndRetryFromTheViewShowsTheUser(style: ViewStyle) {
    let fixture = ProfileFixture(style)
    fixture.service.failNextRequests(1)
    fixture.screen.show()
    fixture.host.advance(by: .milliseconds(300))
    #expect(fixture.frames == ["loading", "error: offline"])

    fixture.screen.profileView?.tapRetry()
    fixture.host.advance(by: .milliseconds(300))

    #expect(fixture.frames == ["loading", "error: offline", "loading", "user Ada Lovelace (#42)"])
    #expect(fixture.service.requestCount == 2)
  }

  @Test(arguments: ViewStyle.allCases)
  func theSameScenarioGivesTheSameFramesOnEveryRun(style: ViewStyle) {
    // NB: start ProfileAsyncView's loop in a bare `Task { }` and the runs differ.
    func run() -> [String] {
      let fixture = ProfileFixture(style)
      fixture.screen.show()
      fixture.host.advance(by: .milliseconds(100))
      fixture.screen.rotate()
      fixture.screen.background()
      fixture.host.advance(by: .milliseconds(250))
      fixture.screen.foreground()
      fixture.screen.profileView?.tapBack()
      fixture.screen.rotate()
      fixture.screen.pop()
      let report = fixture.host.probeReport()
      return fixture.screen.renderLog.frames.map(\.description) + fixture.events.shown + report.leaks
    }
    // The back event is sent while view #2 is resumed and the screen rotates
    // at once: the callbacks deliver it to #2 synchronously, while the
    // `for await` loop has not run yet, so the channel hands it to #3 (once).
    let backShownBy = switch style {
    case .flow: "#2"
    case .async: "#3"
    }
    let first = run()
    #expect(first == [
      "#1 @ 0.0 seconds: loading",
      "#2 @ 0.1 seconds: loading",
      "#2 @ 0.35 seconds: user Ada Lovelace (#42)",
      "#3 @ 0.35 seconds: user Ada Lovelace (#42)",
      "#2 toast(Loaded Ada Lovelace)",
      "\(backShownBy) navigateBack",
    ])
    var divergent: [Int] = []
    for attempt in 2...200 where run() != first {
      divergent.append(attempt)
    }
    #expect(divergent == [])
  }
}
