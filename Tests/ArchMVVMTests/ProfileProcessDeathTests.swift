import ArchFeatures
import ArchHost
import Testing

/// Process death keeps only the saved state; the suite's view model writes
/// there what it needs to show the same frame again.
@Suite struct ProfileProcessDeathTests {
  @Test(arguments: ProfileFixture.styles)
  func restoreAfterProcessDeathShowsTheSameFrameWithoutANewRequest(style: VariantID) throws {
    // NB: drop `UserProfileSavedState.register` from UserProfileFlowViewModel and the restored view shows
    // "loading".
    let fixture = ProfileFixture(style)
    fixture.screen.show()
    fixture.host.advance(by: .milliseconds(300))
    let before = try #require(fixture.screen.renderLog.lastFrame)

    let saved = fixture.screen.processDeath()
    #expect(fixture.host.probeReport().isClean, "\(fixture.host.probeReport())")
    fixture.screen.restore(saved)

    let after = try #require(fixture.screen.renderLog.lastFrame)
    #expect(after.text == before.text)
    #expect(after.instance == 2)
    #expect(after.value(as: UserProfileFrame.self) == .user(UserProfile.ada))
    #expect(fixture.service.requestCount == 1)
  }

  @Test(arguments: ProfileFixture.styles)
  func processDeathMidLoadRestoresLoadingAndLoadsAgain(style: VariantID) {
    let fixture = ProfileFixture(style)
    fixture.screen.show()
    fixture.host.advance(by: .milliseconds(100))

    let saved = fixture.screen.processDeath()
    fixture.screen.restore(saved)
    fixture.host.advance(by: .milliseconds(300))

    #expect(saved == SavedState())
    #expect(fixture.screen.renderLog.frames.map(\.description) == [
      "#1 @ 0.0 seconds: loading",
      "#2 @ 0.1 seconds: loading",
      "#2 @ 0.4 seconds: user Ada Lovelace (#42)",
    ])
    #expect(fixture.host.upstream.counts == UpstreamCounts(started: 2, completed: 1, cancelled: 1))
  }
}
