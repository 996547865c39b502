import ArchFlow
import ArchHost
import Testing

/// Renders `.loading` at once and `.loaded` after a delay, from a task that
/// nobody cancels: the destroyed-view render the article warns about.
final class LateRenderingView: Sendable {
  init(context: ScreenContext) {
    context.render(TestScreenFrame.loading)
    context.host.launch("late.render") {
      try? await context.host.clock.sleep(for: .milliseconds(500))
      context.render(TestScreenFrame.loaded("late"))
    }
  }
}

@Suite struct RenderLogTests {
  @Test func framesCarryTheTextTheViewInstanceAndTheVirtualTime() {
    let host = AppHost()
    let screen = Screen(host: host, name: "profile") { ProfileView(context: $0) }
    screen.show()
    host.advance(by: .milliseconds(300))
    screen.rotate()

    #expect(screen.renderLog.frames.map(\.description) == [
      "#1 @ 0.0 seconds: loading",
      "#1 @ 0.25 seconds: tick(1)",
      "#1 @ 0.3 seconds: loaded(user-42)",
      "#2 @ 0.3 seconds: loaded(user-42)",
    ])
    #expect(screen.renderLog.lastFrame?.value(as: TestScreenFrame.self) == .loaded("user-42"))
    #expect(screen.renderLog.violations == [])
    screen.pop()
  }

  @Test func renderAfterDestroyIsRecordedAsAViolationWithFrameInstanceAndTime() throws {
    // NB: record destroyed-view renders into `frames` (or drop them) and this test fails.
    let host = AppHost()
    let screen = Screen(host: host, name: "late") { LateRenderingView(context: $0) }
    screen.show()
    host.advance(by: .milliseconds(200))
    screen.pop()

    host.advance(by: .milliseconds(300))

    let violation = try #require(screen.renderLog.violations.first)
    #expect(screen.renderLog.violations.count == 1)
    #expect(violation.kind == .renderAfterDestroy)
    #expect(violation.frame.text == "loaded(late)")
    #expect(violation.frame.instance == 1)
    #expect(violation.frame.time == VirtualInstant(offset: .milliseconds(500)))
    #expect(violation.description == "render after destroy: #1 @ 0.5 seconds: loaded(late)")
    // What the user saw stays what it was.
    #expect(screen.renderLog.frames.map(\.text) == ["loading"])
    #expect(host.probeReport().rendersAfterDestroy == [violation])
    #expect(host.probeReport().leaks == ["render after destroy: #1 @ 0.5 seconds: loaded(late)"])
  }

  @Test func aRenderWhileStoppedIsAFrameNotAViolation() {
    let host = AppHost()
    let screen = Screen(host: host, name: "late") { LateRenderingView(context: $0) }
    screen.show()
    screen.background()

    host.advance(by: .milliseconds(500))

    #expect(screen.renderLog.frames.map(\.text) == ["loading", "loaded(late)"])
    #expect(screen.renderLog.violations == [])
  }
  /// A long-lived screen in a scale run keeps the frames the runner reads
  /// (the last), not one more per rotation.
  @Test func aLogKeepingTheLastFramesDropsOlderOnesAndCountsThemAll() {
    let host = AppHost()
    let screen = Screen(host: host, name: "profile", frameLimit: 2) { ProfileView(context: $0) }
    screen.show()
    host.advance(by: .milliseconds(300))
    screen.rotate()
    #expect(screen.renderLog.frames.map(\.description) == [
      "#1 @ 0.3 seconds: loaded(user-42)",
      "#2 @ 0.3 seconds: loaded(user-42)",
    ])
    #expect(screen.renderLog.frameCount == 4)
    var mostStored = 0
    for _ in 0..<1_000 {
      screen.rotate()
      mostStored = max(mostStored, screen.renderLog.storedFrameCount)
    }
    // NB: append without dropping and the log holds 1,004 frames.
    #expect(mostStored <= 4)
    #expect(screen.renderLog.frames.map(\.instance) == [1_001, 1_002])
    #expect(screen.renderLog.frameCount == 1_004)
    #expect(screen.renderLog.lastFrame?.instance == 1_002)
    screen.pop()
  }

  /// Rotating one screen 110,001 frames kept about 66 bytes a frame (the
  /// frames themselves) when a log kept every frame by default.
  @Test func aLogKeepsTheLastThousandFramesByDefaultAndCountsThemAll() {
    let log = RenderLog(clock: TestClock())
    let lifecycle = Lifecycle(instance: 1)  // created: its renders are frames
    var mostStored = 0
    for index in 0..<5_000 {
      log.record(TestScreenFrame.loaded("\(index)"), by: lifecycle)
      mostStored = max(mostStored, log.storedFrameCount)
    }
    #expect(RenderLog.defaultFrameLimit == 1_000)
    #expect(log.frameLimit == RenderLog.defaultFrameLimit)
    #expect(mostStored <= 2 * RenderLog.defaultFrameLimit)
    #expect(log.frames.count == 1_000)
    #expect(log.frames.first?.text == "loaded(4000)")
    #expect(log.frameCount == 5_000)
  }

  @Test func aLogKeepsEveryFrameUpToItsLimit() {
    let host = AppHost()
    let screen = Screen(host: host, name: "profile") { ProfileView(context: $0) }
    screen.show()
    host.advance(by: .milliseconds(300))
    for _ in 0..<10 { screen.rotate() }
    #expect(screen.renderLog.frames.count == 13)
    #expect(screen.renderLog.frameCount == 13)
    screen.pop()
  }
}
