import ArchHost
import Testing

/// One-shot events reach exactly one view, exactly once, whatever the
/// lifecycle does in between: in both binding styles.
@Suite struct EventDeliveryTests {
  @Test(arguments: BindingStyle.allCases)
  func anEventSentDuringRotationReachesTheNewViewOnce(style: BindingStyle) throws {
    // NB: in CounterEventView, subscribe to the events without `collect(_:while:)` and view #1 gets it
    // "(after destroy)".
    let fixture = CounterEventFixture(style)
    fixture.screen.show()
    let viewModel = try #require(fixture.viewModel)
    viewModel.announce("hello")
    fixture.host.settle()
    // "back" is sent while the old view is being destroyed and the new one is not there yet.
    try #require(fixture.screen.lifecycle).observe { state in
      if state == .destroyed { viewModel.announce("back") }
    }

    fixture.screen.rotate()
    fixture.screen.rotate()

    #expect(fixture.events.shown == ["#1 hello", "#2 back"])
  }

  @Test(arguments: BindingStyle.allCases)
  func anEventSentInBackgroundIsShownOnceOnForeground(style: BindingStyle) throws {
    let fixture = CounterEventFixture(style)
    fixture.screen.show()
    let viewModel = try #require(fixture.viewModel)
    viewModel.announce("hello")
    fixture.host.settle()
    fixture.screen.background()

    viewModel.announce("back")
    fixture.host.settle()
    #expect(fixture.events.shown == ["#1 hello"])
    fixture.screen.foreground()
    fixture.screen.rotate()

    #expect(fixture.events.shown == ["#1 hello", "#1 back"])
  }

  @Test(arguments: BindingStyle.allCases)
  func eventsInHandWhenTheViewStopsAreNotLost(style: BindingStyle) throws {
    // NB: in the EventChannel overload of collect(_:while:host:…), iterate `channel.values(label:buffering:)`
    // (the generic bridge, which has no hand-back) and the looping view loses the second event.
    let fixture = CounterEventFixture(style)
    fixture.screen.show()
    let viewModel = try #require(fixture.viewModel)

    viewModel.announce("back")  // the looping view's waiting loop is handed this one…
    viewModel.announce("back")  // …and buffers this one, not yet taken
    fixture.screen.background()
    fixture.screen.foreground()

    #expect(fixture.events.shown == ["#1 back", "#1 back"])
  }

  @Test(arguments: BindingStyle.allCases)
  func whatIsHandedOverJustBeforeARotationNeverReachesTheDestroyedView(style: BindingStyle) throws {
    // NB: drop the `Task.isCancelled` checks (CounterEventView's loop, the EventChannel `collect`) and
    // the looping view renders 1 and shows "back" after destroy.
    let fixture = CounterEventFixture(style)
    fixture.screen.show()
    let viewModel = try #require(fixture.viewModel)

    viewModel.increment()  // 1, handed to the looping view's waiting loop
    viewModel.announce("back")  // likewise
    fixture.screen.rotate()  // before that loop got to run

    #expect(fixture.host.probeReport().rendersAfterDestroy == [])
    #expect(fixture.events.shown.filter { $0.hasSuffix("back") }.count == 1)
    #expect(fixture.events.shown.allSatisfy { !$0.hasSuffix("(after destroy)") })
    #expect(fixture.screen.renderLog.lastFrame?.description == "#2 @ 0.0 seconds: 1")
  }
}
