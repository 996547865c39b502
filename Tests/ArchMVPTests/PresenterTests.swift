import ArchFlow
import ArchHost
import ArchMVP
import ArchTestSupport
import Dispatch
import Testing

/// The presenter base: attach/detach, the weak view, the two bags, the hooks.
@Suite struct PresenterTests {
  @Test func attachHandsTheViewToThePresenterAndDetachTakesItBack() {
    let presenter = CounterPresenter(ledger: SubscriptionLedger())
    let view = CounterView()

    presenter.attach(view)
    #expect(presenter.view === view)
    #expect(presenter.isAttached)
    #expect(view.shown.value == [0])

    presenter.detach()
    #expect(presenter.view == nil)
    #expect(!presenter.isAttached)
    presenter.detach()  // idempotent
    #expect(presenter.hooks.value == ["attach", "detach"])
  }

  @Test func thePresenterHoldsItsViewWeakly() {
    // NB: drop `weak` from `ViewAttachment.State.view` and the view outlives its owner.
    let presenter = CounterPresenter(ledger: SubscriptionLedger())
    weak var released: CounterView?
    do {
      let view = CounterView()
      released = view
      presenter.attach(view)
      #expect(presenter.view != nil)
    }
    #expect(released == nil, "the presenter kept its view alive")
    #expect(presenter.view == nil)
    presenter.count.value = 1  // reaches no view, and does not crash
  }

  @Test func detachCancelsTheAttachmentBagAndTheNextAttachReusesIt() {
    // NB: replace `cancelAll()` by `cancel()` in `ViewAttachment._end` and the second view sees nothing.
    let ledger = SubscriptionLedger()
    let presenter = CounterPresenter(ledger: ledger)
    let first = CounterView()
    presenter.attach(first)
    presenter.count.value = 1

    presenter.detach()
    presenter.count.value = 2
    #expect(first.shown.value == [0, 1])
    #expect(ledger.liveCount == 0)

    let second = CounterView()
    presenter.attach(second)
    presenter.count.value = 3
    #expect(second.shown.value == [2, 3])
    #expect(first.shown.value == [0, 1])
    #expect(ledger.liveCount == 1)
  }

  @Test func attachingAnotherViewDetachesTheFirst() {
    let ledger = SubscriptionLedger()
    let presenter = CounterPresenter(ledger: ledger)
    let first = CounterView()
    let second = CounterView()

    presenter.attach(first)
    presenter.attach(second)
    presenter.count.value = 1

    #expect(presenter.view === second)
    #expect(first.shown.value == [0])
    #expect(second.shown.value == [0, 1])
    #expect(presenter.hooks.value == ["attach", "detach", "attach"])
    #expect(ledger.liveCount == 1)
  }

  @Test func attachingTheSameViewAgainChangesNothing() {
    let ledger = SubscriptionLedger()
    let presenter = CounterPresenter(ledger: ledger)
    let view = CounterView()

    presenter.attach(view)
    presenter.attach(view)

    #expect(presenter.hooks.value == ["attach"])
    #expect(view.shown.value == [0])
    #expect(ledger.liveCount == 1)
  }

  @Test func clearDetachesAndCancelsThePresentersOwnWork() {
    // NB: drop `lifetimeBag.cancel()` from `ViewAttachment._clear` and "counter.work" stays live.
    let host = AppHost()
    let presenter = CounterPresenter(ledger: host.ledger)
    presenter.attach(CounterView())
    host.launch("counter.work") { try? await host.clock.sleep(for: .seconds(60)) }
      .store(in: presenter.lifetimeBag)
    host.settle()
    #expect(host.tasks.labels == ["counter.work"])

    presenter.clear()
    host.settle()

    #expect(host.tasks.labels == [])
    #expect(host.ledger.liveCount == 0)
    #expect(presenter.view == nil)
    #expect(presenter.attachment.isCleared)
    #expect(presenter.hooks.value == ["attach", "detach", "clear"])
    presenter.clear()  // idempotent
    #expect(presenter.hooks.value == ["attach", "detach", "clear"])
  }

  @Test func workAddedAfterClearIsCancelledAtOnce() {
    let presenter = CounterPresenter(ledger: SubscriptionLedger())
    presenter.clear()
    let late = ActionCancellable {}
    let lateForView = ActionCancellable {}

    late.store(in: presenter.lifetimeBag)
    lateForView.store(in: presenter.attachmentBag)

    #expect(late.isCancelled)
    #expect(lateForView.isCancelled)
  }

  @Test func attachUntilALifecycleDetachesAtDestroyed() {
    // NB: remove the lifecycle observation from `attach(_:until:)` and the view stays attached.
    let ledger = SubscriptionLedger()
    let presenter = CounterPresenter(ledger: ledger)
    let lifecycle = Lifecycle(instance: 1, ledger: ledger)
    let view = CounterView()

    presenter.attach(view, until: lifecycle)
    lifecycle.move(to: .started)
    lifecycle.move(to: .stopped)
    #expect(presenter.view === view)
    #expect(ledger.liveCount == 2)  // the counter subscription and the lifecycle observer

    lifecycle.move(to: .destroyed)

    #expect(presenter.view == nil)
    #expect(presenter.hooks.value == ["attach", "detach"])
    #expect(ledger.liveCount == 0)
  }

  @Test func aDestroyedLifecycleDetachesOnlyItsOwnView() {
    // NB: call `self?.detach()` instead of `_detach(number)` in `attach(_:until:)` and the new view is detached too.
    let ledger = SubscriptionLedger()
    let presenter = CounterPresenter(ledger: ledger)
    let oldLifecycle = Lifecycle(instance: 1, ledger: ledger)
    let newLifecycle = Lifecycle(instance: 2, ledger: ledger)
    let newView = CounterView()

    presenter.attach(CounterView(), until: oldLifecycle)
    presenter.attach(newView, until: newLifecycle)  // the old view was never detached
    oldLifecycle.move(to: .destroyed)

    #expect(presenter.view === newView)
    #expect(presenter.hooks.value == ["attach", "detach", "attach"])
  }

  @Test func theViewCanBeReadFromAnyThreadWhileViewsComeAndGo() {
    // NB: drop `lock.lock()` / `lock.unlock()` from ArchMVP's `Locked` and ThreadSanitizer reports a data race here.
    let ledger = SubscriptionLedger()
    let presenter = CounterPresenter(ledger: ledger)
    let views = (0..<3).map { _ in CounterView() }

    DispatchQueue.concurrentPerform(iterations: 4) { worker in
      for round in 0..<300 {
        if worker == 0 {
          presenter.attach(views[round % views.count])  // the "main thread"
          presenter.detach()
        } else {
          presenter.count.update { $0 += 1 }  // emitters on other threads
          _ = presenter.view
        }
      }
    }

    #expect(!presenter.isAttached)
    #expect(ledger.liveCount == 0)
    #expect(presenter.count.value == 900)
    #expect(views.allSatisfy { !$0.shown.value.isEmpty })
  }
}
