import ArchFeatures
import ArchFlow
import ArchHost
import Testing

/// The suite's UserProfile screen through its lifecycle, in both view
/// styles: `mvvm-flow` (callbacks) and `mvvm-async` (`for await`).
@Suite struct ProfileScreenTests {
  @Test(arguments: ProfileFixture.styles)
  func showingTheScreenRendersLoadingThenTheUser(style: VariantID) {
    let fixture = ProfileFixture(style)
    fixture.screen.show()
    fixture.host.advance(by: .milliseconds(300))

    #expect(fixture.screen.renderLog.frames.map(\.description) == [
      "#1 @ 0.0 seconds: loading",
      "#1 @ 0.3 seconds: user Ada Lovelace (#42)",
    ])
  }

  @Test(arguments: ProfileFixture.styles)
  func rotationMidLoadMakesOneRequestAndTheNewViewShowsTheResult(style: VariantID) {
    // NB: in UserProfileFlowView, make the view model directly instead of from `context.viewModelStore` and
    // requestCount is 2.
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
    #expect(host.tracker.alive.count == 2, "the view model and view #2: \(host.tracker.alive)")
    #expect(host.tracker.alive.contains("profile view #2"))
    #expect(host.tracker.leaked == [])
  }

  @Test(arguments: ProfileFixture.styles)
  func popMidLoadReleasesViewAndViewModelAndCancelsTheRequest(style: VariantID) {
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

  @Test(arguments: ProfileFixture.styles)
  func backgroundStopsCollectingAndForegroundShowsTheLatestFrame(style: VariantID) {
    // NB: pass `minimum: .created` to UserProfileFlowView's state binding and the user renders while in
    // background.
    let fixture = ProfileFixture(style)
    let host = fixture.host
    fixture.screen.show()
    #expect(host.ledger.liveCount == 2)  // the lifecycle observation and the state's

    fixture.screen.background()
    #expect(host.ledger.liveCount == 1)
    #expect(host.ledger.liveRecords.allSatisfy { $0.flow == "StateFlow<LifecycleState>" })
    host.advance(by: .milliseconds(300))  // loaded while in background
    #expect(fixture.frames == ["loading"])

    fixture.screen.foreground()

    #expect(host.ledger.liveCount == 2)
    #expect(fixture.screen.renderLog.frames.map(\.description) == [
      "#1 @ 0.0 seconds: loading",
      "#1 @ 0.3 seconds: user Ada Lovelace (#42)",
    ])
  }

  @Test(arguments: ProfileFixture.styles)
  func aFailedLoadShowsTheErrorAndRetryFromTheViewShowsTheUser(style: VariantID) {
    let fixture = ProfileFixture(style)
    fixture.service.failNextRequests(1)
    fixture.screen.show()
    fixture.host.advance(by: .milliseconds(300))
    #expect(fixture.frames == ["loading", "error: offline"])

    fixture.view?.perform(.retry)
    fixture.host.advance(by: .milliseconds(300))

    #expect(fixture.frames == ["loading", "error: offline", "loading", "user Ada Lovelace (#42)"])
    #expect(fixture.service.requestCount == 2)
  }

  @Test(arguments: ProfileFixture.styles)
  func theSameScenarioGivesTheSameFramesOnEveryRun(style: VariantID) {
    // NB: start UserProfileAsyncView's loop in a bare `Task { }` and the runs differ.
    func run() -> [String] {
      let fixture = ProfileFixture(style)
      fixture.screen.show()
      fixture.host.advance(by: .milliseconds(100))
      fixture.screen.rotate()
      fixture.screen.background()
      fixture.host.advance(by: .milliseconds(250))
      fixture.screen.foreground()
      fixture.view?.perform(.retry)
      fixture.screen.rotate()
      fixture.screen.pop()
      let report = fixture.host.probeReport()
      return fixture.screen.renderLog.frames.map(\.description) + report.leaks
    }
    // The retry sets "loading" while view #2 is resumed and the screen
    // rotates at once: the callbacks render it on #2 synchronously, while
    // the `for await` loop has not run yet and is cancelled with #2, so only
    // #3 shows it.
    let retriedOnTwo = style == .mvvmFlow ? ["#2 @ 0.35 seconds: loading"] : []
    let first = run()
    #expect(first == [
      "#1 @ 0.0 seconds: loading",
      "#2 @ 0.1 seconds: loading",
      "#2 @ 0.35 seconds: user Ada Lovelace (#42)",
    ] + retriedOnTwo + [
      "#3 @ 0.35 seconds: loading",
    ])
    var divergent: [Int] = []
    for attempt in 2...200 where run() != first {
      divergent.append(attempt)
    }
    #expect(divergent == [])
  }
}
