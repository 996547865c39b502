import ArchFlow
import ArchMVP
import Testing

/// A presenter whose view type is not a contract: Swift cannot rule it out
/// at compile time, so `attach` checks it when it runs.
private final class ValuePresenter: Presenter {
  let attachment = ViewAttachment<Int>()
}

/// A presenter that takes any object as its view: each view's class is
/// checked to be a contract when it is attached.
private final class AnyObjectPresenter: Presenter {
  let attachment = ViewAttachment<AnyObject>()
}

private final class PlainObject: Sendable {}

/// A presenter whose views come in a box: the contract is found inside it.
private final class BoxedViewPresenter: Presenter {
  let attachment = ViewAttachment<AnyHashable>()
}

private final class HashableView: ViewContract, Hashable {
  static func == (lhs: HashableView, rhs: HashableView) -> Bool { lhs === rhs }
  func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// Attaching in a way the API documents as an error stops the process with
/// a message that names the mistake, in release builds too.
@Suite struct AttachMisuseTests {
  @Test func attachingAViewThatIsNotAContractStopsWithAClearMessage() async {
    // NB: in ViewAttachment._contract(of:presenter:), store the view whatever it is and the process goes on.
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      ValuePresenter().attach(42)
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(message.contains("ValuePresenter.attach(_:): Int is not a ViewContract"))
  }

  @Test func aViewOfAnotherClassIsCheckedAgainAfterOneThatPassed() async {
    // NB: in ViewAttachment._contract(of:presenter:), skip the check once any class passed and the process goes on.
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let presenter = AnyObjectPresenter()
      presenter.attach(CounterView())
      presenter.detach()
      presenter.attach(CounterView())  // the class checked last: not cast again
      presenter.detach()
      presenter.attach(PlainObject())
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(message.contains("AnyObjectPresenter.attach(_:): PlainObject is not a ViewContract"))
  }

  @Test func attachingToAClearedPresenterStopsWithAClearMessage() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let presenter = CounterPresenter(ledger: SubscriptionLedger())
      presenter.clear()
      presenter.attach(CounterView())
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(message.contains("CounterPresenter.attach(_:): the presenter was cleared"))
  }

  @Test func aViewInABoxIsAttachedAndStillHeldWeakly() {
    // NB: in ViewAttachment._checkedContract(of:_:presenter:), check `object` instead of `view` and this stops.
    let presenter = BoxedViewPresenter()
    weak var released: HashableView?
    do {
      let view = HashableView()
      released = view
      presenter.attach(AnyHashable(view))
      #expect(presenter.view == AnyHashable(view))
      presenter.attach(AnyHashable(view))  // the same view again: still attached, once
      #expect(presenter.isAttached)
    }
    #expect(released == nil, "the presenter kept its boxed view alive")
    #expect(presenter.view == nil)
  }

  @Test func reattachingTheAttachedViewKeepsItsAttachment() {
    let presenter = CounterPresenter(ledger: SubscriptionLedger())
    let view = CounterView()
    presenter.attach(view)
    presenter.attach(view)
    #expect(presenter.hooks.value == ["attach"])
    #expect(view.shown.value == [0])
  }
}
