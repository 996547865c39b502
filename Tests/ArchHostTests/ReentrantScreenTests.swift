import ArchHost
import ArchTestSupport
import Dispatch
import Testing

/// Transitions a screen's own view asks for while a transition is running
/// (a splash screen that pops itself on `resumed`) run after it, whole.
@Suite struct ReentrantScreenTests {
  /// A screen of ``ReentrantView``s that fire `trigger` on `state`.
  static func screen(
    _ host: AppHost, journal: Box<[String]>, on state: LifecycleState, trigger: Trigger
  ) -> Screen<ReentrantView> {
    Screen(host: host, name: "splash") { ReentrantView(context: $0, journal: journal, on: state, trigger: trigger) }
  }

  @Test func everyObserverSeesEveryStateInOrderWhenAViewPopsItsScreenOnResumed() {
    // NB: run a transition at once in Screen.perform even while another one runs and the store
    // is cleared before the view's second observer has even seen resumed.
    let host = AppHost()
    let journal = Box<[String]>([])
    let screen = Self.screen(host, journal: journal, on: .resumed, trigger: Trigger { $0.finish() })

    screen.show()

    #expect(journal.value == .journal(1, LifecycleState.wholeLife) + ["store cleared"])
    #expect(screen.view == nil)
    #expect(screen.lifecycle == nil)
    #expect(screen.renderLog.frames.map(\.text) == ["started", "resumed", "paused"])
    #expect(screen.renderLog.violations == [])
    #expect(host.tracker.alive == [])
    #expect(host.probeReport().leaks == [])
  }

  @Test func aViewThatRotatesItsScreenOnResumedIsReplacedAfterShow() {
    let host = AppHost()
    let journal = Box<[String]>([])
    let trigger = Trigger { _ in }
    let screen = Self.screen(host, journal: journal, on: .resumed, trigger: trigger)
    trigger.arm { [weak screen] _ in screen?.rotate() }

    screen.show()

    #expect(journal.value == .journal(1, LifecycleState.wholeLife) + .journal(2, [.created, .started, .resumed]))
    #expect(screen.lifecycle?.instance == 2)
    #expect(screen.lifecycle?.current == .resumed)
    #expect(screen.renderLog.violations == [])
    #expect(host.tracker.alive == ["splash view #2"])
    screen.pop()
    #expect(host.probeReport().leaks == [])
  }

  @Test func aViewThatBackgroundsItsScreenOnResumedEndsStopped() {
    let host = AppHost()
    let journal = Box<[String]>([])
    let trigger = Trigger { _ in }
    let screen = Self.screen(host, journal: journal, on: .resumed, trigger: trigger)
    trigger.arm { [weak screen] _ in screen?.background() }

    screen.show()

    #expect(journal.value == .journal(1, [.created, .started, .resumed, .paused, .stopped]))
    #expect(screen.lifecycle?.current == .stopped)
    #expect(screen.renderLog.violations == [])
    screen.foreground()
    #expect(screen.lifecycle?.current == .resumed)
    screen.pop()
    #expect(host.probeReport().leaks == [])
  }

  @Test func aPopAskedForByAnObserverOfStartedRunsOnceShowHasReachedResumed() {
    // NB: run the pop at once in Screen.perform instead of queueing it and show() goes on to move
    // a destroyed view to resumed: the process stops.
    let host = AppHost()
    let journal = Box<[String]>([])
    let screen = Self.screen(host, journal: journal, on: .started, trigger: Trigger { $0.finish() })

    screen.show()

    #expect(journal.value == .journal(1, LifecycleState.wholeLife) + ["store cleared"])
    #expect(screen.view == nil)
    #expect(screen.renderLog.violations == [])
    #expect(host.probeReport().leaks == [])
    screen.show()
    #expect(screen.lifecycle?.instance == 2)  // the count goes on: no instance lost or made twice
  }

  @Test func aPopFromAnotherThreadDuringShowIsRunByTheShowingThreadWithoutDeadlock() {
    // NB: make the pop wait for show() to end and this test times out: the observer waits for it.
    let host = AppHost()
    let journal = Box<[String]>([])
    let trigger = Trigger { _ in }
    let screen = Self.screen(host, journal: journal, on: .started, trigger: trigger)
    let returned = DispatchSemaphore(value: 0)
    let waited = Box<DispatchTimeoutResult?>(nil)
    trigger.arm { [weak screen] _ in
      DispatchQueue.global().async { [screen] in
        screen?.pop()
        returned.signal()
      }
      waited.value = returned.wait(timeout: .now() + .seconds(30))
    }

    screen.show()

    #expect(waited.value == .success)
    #expect(journal.value == .journal(1, LifecycleState.wholeLife) + ["store cleared"])
    #expect(screen.view == nil)
    #expect(host.probeReport().leaks == [])
  }

  @Test func finishFromAViewThatIsNoLongerShownDoesNothing() {
    let host = AppHost()
    let contexts = Box<[ScreenContext]>([])
    let screen = Screen(host: host, name: "log") { context in
      contexts.withLock { $0.append(context) }
      return LoggingView(context: context)
    }
    screen.show()
    screen.rotate()

    contexts.value[0].finish()

    #expect(screen.lifecycle?.instance == 2)
    #expect(screen.lifecycle?.current == .resumed)
    contexts.value[1].finish()
    #expect(screen.view == nil)
  }

  // MARK: - What cannot be queued stops at the call

  @Test func aQueuedTransitionIsCheckedAgainstTheStateTheScreenWillBeIn() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let trigger = Trigger { _ in }
      let screen = Self.screen(AppHost(), journal: Box([]), on: .resumed, trigger: trigger)
      trigger.arm { [weak screen] _ in
        screen?.background()
        screen?.background()
      }
      screen.show()
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(message.contains("Screen \"splash\".background(): view #1 will be stopped"))
    #expect(message.contains("once the transitions in progress end; it must be resumed."))
  }

  @Test func processDeathInsideATransitionStopsAndSaysWhy() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let trigger = Trigger { _ in }
      let screen = Self.screen(AppHost(), journal: Box([]), on: .resumed, trigger: trigger)
      trigger.arm { [weak screen] _ in screen?.processDeath() }
      screen.show()
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(message.contains("Screen \"splash\".processDeath(): called while show() is running"))
  }
}
