import ArchFlow
import ArchHost
import ArchMVP
import ArchTestSupport
import Testing

/// Process death keeps only the saved-state bundle; the restored screen
/// shows what the user saw before.
@Suite struct ProcessDeathTests {
  @Test(arguments: ProfileVariant.disciplined)
  func restoreAfterLoadingShowsTheSameFrameWithoutARequest(_ variant: ProfileVariant) {
    // NB: stop registering `UserProfileSavedState.userKey` and the restored screen shows "loading".
    let scenario = ProfileScenario(variant)
    let screen = scenario.screen
    screen.show()
    scenario.host.advance(by: .milliseconds(300))
    let before = screen.renderLog.lastFrame

    let saved = screen.processDeath()
    #expect(scenario.host.probeReport().isClean, "\(scenario.host.probeReport())")
    screen.restore(saved)

    #expect(saved[UserProfileSavedState.userIDKey] == "42")
    #expect(screen.renderLog.lastFrame?.text == before?.text)
    #expect(screen.renderLog.lastFrame?.value(as: UserProfileFrame.self) == .user(ProfileScenario.ada))
    #expect(screen.renderLog.lastFrame?.instance == 2)
    #expect(scenario.service.requestCount == 1)
  }

  @Test(arguments: ProfileVariant.disciplined)
  func restoreAfterDeathMidLoadLoadsTheSavedUserAgain(_ variant: ProfileVariant) {
    let scenario = ProfileScenario(variant, userID: "7")
    let screen = scenario.screen
    screen.show()
    scenario.host.advance(by: .milliseconds(100))

    let saved = screen.processDeath()
    screen.restore(saved)
    scenario.host.advance(by: .milliseconds(300))

    #expect(saved == [UserProfileSavedState.userIDKey: "7"])
    #expect(scenario.frames == [
      "#1 @ 0.0 seconds: loading",
      "#2 @ 0.1 seconds: loading",
      "#2 @ 0.4 seconds: user Grace Hopper (#7)",
    ])
    #expect(scenario.host.upstream.counts == UpstreamCounts(started: 2, completed: 1, cancelled: 1))
  }
}
