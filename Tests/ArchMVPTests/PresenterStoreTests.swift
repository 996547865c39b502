import ArchHost
import ArchMVP
import ArchTestSupport
import Testing

/// The retained-fragment behaviour: kept across rotation, cleared and
/// expected released on pop and process death.
@Suite struct PresenterStoreTests {
  @Test func aPresenterIsKeptAcrossRotations() {
    // NB: make the presenter in the view instead of `context.presenters` and `made` becomes 3.
    let host = AppHost()
    let made = Box(0)
    let screen = Screen(host: host, name: "counter") { CounterScreenView(context: $0, made: made) }
    screen.show()
    let first = screen.view?.presenter

    screen.rotate()
    screen.rotate()

    #expect(made.value == 1)
    #expect(screen.view?.presenter === first)
    #expect(first?.hooks.value == ["attach", "detach", "attach", "detach", "attach"])
    #expect(host.tracker.alive == ["counter CounterPresenter", "counter view #3"])
    #expect(host.tracker.leaked == [])
  }

  @Test func popClearsThePresenterAndTheTrackerSeesItGo() {
    let host = AppHost()
    let hooks = Box<Box<[String]>?>(nil)
    let screen = Screen(host: host, name: "counter") { CounterScreenView(context: $0, made: Box(0)) }
    screen.show()
    hooks.value = screen.view?.presenter.hooks

    screen.pop()

    #expect(hooks.value?.value == ["attach", "detach", "clear"])
    #expect(screen.retained.keys == [])
    #expect(host.tracker.alive == [])
    #expect(host.probeReport().isClean, "\(host.probeReport())")
  }

  @Test func aPresenterStillHeldAfterPopIsReportedAsLeaked() {
    // The tracker's positive control.
    // NB: drop `expectReleased` from `_RetainedPresenter.clear()` and `leaked` is empty.
    let host = AppHost()
    let screen = Screen(host: host, name: "counter") { CounterScreenView(context: $0, made: Box(0)) }
    screen.show()
    let held = screen.view?.presenter  // someone forgot to let go

    screen.pop()

    #expect(held != nil)
    #expect(host.tracker.leaked == ["counter CounterPresenter"])
    #expect(host.probeReport().leaks == ["alive after destroy: counter CounterPresenter"])
  }

  @Test func processDeathClearsThePresenterAndRestoreMakesANewOne() {
    let host = AppHost()
    let made = Box(0)
    let screen = Screen(host: host, name: "counter") { CounterScreenView(context: $0, made: made) }
    screen.show()
    weak let before = screen.view?.presenter

    screen.restore(screen.processDeath())

    #expect(before == nil)
    #expect(made.value == 2)
    #expect(host.tracker.alive == ["counter CounterPresenter", "counter view #2"])
  }

  @Test func eachKeyKeepsItsOwnPresenter() {
    let host = AppHost()
    let retained = RetainedStore()
    let store = PresenterStore(retained: retained, tracker: host.tracker, screenName: "pair")

    let left = store.presenter(for: "left") { CounterPresenter(ledger: host.ledger) }
    let right = store.presenter(for: "right") { CounterPresenter(ledger: host.ledger) }
    let leftAgain = store.presenter(for: "left") { CounterPresenter(ledger: host.ledger) }

    #expect(left !== right)
    #expect(left === leftAgain)
    #expect(retained.keys == ["presenter left", "presenter right"])
    #expect(host.tracker.alive == ["pair left", "pair right"])
  }
}
