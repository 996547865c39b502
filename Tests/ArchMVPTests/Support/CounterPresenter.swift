import ArchFlow
import ArchHost
import ArchMVP
import ArchTestSupport

/// The smallest contract: show a number.
protocol CounterContract: ViewContract {
  func show(count: Int)
}

/// A fake counter view that writes down what it was shown.
final class CounterView: CounterContract {
  let shown = Box<[Int]>([])
  func show(count: Int) { shown.withLock { $0.append(count) } }
}

/// A minimal presenter for the base tests: records its hooks, and shows
/// its count to the attached view through a subscription in the
/// attachment bag.
final class CounterPresenter: Presenter {
  typealias View = any CounterContract
  let attachment = ViewAttachment<any CounterContract>()
  let count: MutableStateFlow<Int>
  let hooks = Box<[String]>([])

  init(ledger: SubscriptionLedger) {
    count = MutableStateFlow(0, ledger: ledger)
  }

  func onAttach(_ view: any CounterContract) {
    hooks.withLock { $0.append("attach") }
    count.subscribe(label: "counter") { [weak self] count in
      self?.view?.show(count: count)
    }.store(in: attachmentBag)
  }

  func onDetach() { hooks.withLock { $0.append("detach") } }
  func onClear() { hooks.withLock { $0.append("clear") } }
}

/// A counter view on a screen, its presenter kept in the presenter store;
/// `made` counts the presenters made.
final class CounterScreenView: CounterContract {
  let presenter: CounterPresenter

  init(context: ScreenContext, made: Box<Int>) {
    presenter = context.presenters.presenter {
      made.withLock { $0 += 1 }
      return CounterPresenter(ledger: context.host.ledger)
    }
    presenter.attach(self, until: context.lifecycle)
  }

  func show(count: Int) {}
}
