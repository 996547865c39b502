import ArchFlow
import ArchHost
import ArchMVVM
import ArchTestSupport
import Testing

/// One-shot events reach exactly one view, exactly once, whatever the
/// lifecycle does in between.
@Suite struct ProfileEventTests {
  @Test(arguments: ViewStyle.allCases)
  func anEventRaisedDuringRotationReachesTheNewViewOnce(style: ViewStyle) throws {
    // NB: in ProfileFlowView, subscribe to events without `collect(_:while:)` and view #1 gets it "(after destroy)".
    let fixture = ProfileFixture(style)
    fixture.screen.show()
    fixture.host.advance(by: .milliseconds(300))
    weak let oldView = fixture.screen.profileView
    // The user's "back" lands while the old view is being destroyed and the new one is not there yet.
    try #require(fixture.screen.lifecycle).observe { state in
      if state == .destroyed { oldView?.tapBack() }
    }

    fixture.screen.rotate()
    fixture.screen.rotate()

    #expect(fixture.events.shown == ["#1 toast(Loaded Ada Lovelace)", "#2 navigateBack"])
  }

  @Test(arguments: ViewStyle.allCases)
  func anEventRaisedInBackgroundIsShownOnceOnForeground(style: ViewStyle) {
    let fixture = ProfileFixture(style)
    fixture.screen.show()
    fixture.host.advance(by: .milliseconds(300))
    fixture.screen.background()

    fixture.screen.profileView?.tapBack()
    #expect(fixture.events.shown == ["#1 toast(Loaded Ada Lovelace)"])
    fixture.screen.foreground()
    fixture.screen.rotate()

    #expect(fixture.events.shown == ["#1 toast(Loaded Ada Lovelace)", "#1 navigateBack"])
  }

  @Test(arguments: ViewStyle.allCases)
  func eventsInHandWhenTheViewStopsAreNotLost(style: ViewStyle) {
    // NB: in the EventChannel overload of collect(_:while:host:…), iterate `channel.values(label:buffering:)`
    // (the generic bridge, which has no hand-back) and the async view loses the second event.
    let fixture = ProfileFixture(style)
    fixture.screen.show()
    let view = fixture.screen.profileView

    view?.tapBack()  // the async view's waiting loop is handed this one…
    view?.tapBack()  // …and buffers this one, not yet taken
    fixture.screen.background()
    fixture.screen.foreground()

    #expect(fixture.events.shown == ["#1 navigateBack", "#1 navigateBack"])
  }

  @Test(arguments: ViewStyle.allCases)
  func whatIsHandedOverJustBeforeARotationNeverReachesTheDestroyedView(style: ViewStyle) {
    // NB: drop the `Task.isCancelled` checks (ProfileAsyncView's loop, the EventChannel
    // `collect`) and the async view renders "loading" and shows "navigateBack" after destroy.
    let fixture = ProfileFixture(style)
    fixture.service.failNextRequests(1)
    fixture.screen.show()
    fixture.host.advance(by: .milliseconds(300))

    fixture.screen.profileView?.tapRetry()  // .loading, handed to the async view's waiting loop
    fixture.screen.profileView?.tapBack()  // .navigateBack, likewise
    fixture.screen.rotate()  // before that loop got to run
    fixture.host.advance(by: .milliseconds(300))

    #expect(fixture.host.probeReport().rendersAfterDestroy == [])
    #expect(fixture.events.shown.filter { $0.hasSuffix("navigateBack") }.count == 1)
    #expect(fixture.events.shown.allSatisfy { !$0.hasSuffix("(after destroy)") })
    #expect(fixture.screen.renderLog.lastFrame?.description == "#2 @ 0.6 seconds: user Ada Lovelace (#42)")
  }
}
