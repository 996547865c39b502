import ArchHost
import Testing
@testable import ArchFeatures

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

    #expect(saved.values.keys.sorted() == [UserProfileSavedState.userKey])
    #expect(screen.renderLog.lastFrame?.text == before?.text)
    #expect(screen.renderLog.lastFrame?.value(as: UserProfileFrame.self) == .user(UserProfile.ada))
    #expect(screen.renderLog.lastFrame?.instance == 2)
    #expect(scenario.service.requestCount == 1)
  }

  @Test(arguments: ProfileVariant.disciplined)
  func restoreAfterDeathMidLoadLoadsAgain(_ variant: ProfileVariant) {
    let scenario = ProfileScenario(variant)
    let screen = scenario.screen
    screen.show()
    scenario.host.advance(by: .milliseconds(100))

    let saved = screen.processDeath()
    screen.restore(saved)
    scenario.host.advance(by: .milliseconds(300))

    #expect(saved == SavedState())  // no user yet: nothing to save
    #expect(scenario.frames == [
      "#1 @ 0.0 seconds: loading",
      "#2 @ 0.1 seconds: loading",
      "#2 @ 0.4 seconds: user Ada Lovelace (#42)",
    ])
    #expect(scenario.host.upstream.counts == UpstreamCounts(started: 2, completed: 1, cancelled: 1))
  }
}
