import ArchFlow
import ArchHost

extension Presenter {
  /// Attaches `view` now and detaches it when `lifecycle` reaches
  /// `destroyed` — Android's `attachView()` in `onCreate()` and
  /// `detachView()` in `onDestroy()`, in one call.
  ///
  /// Only this attachment is ended: if another view was attached since, it
  /// stays. The lifecycle observation ends by itself at `destroyed`, and it
  /// holds the presenter weakly, so it keeps nothing alive. It is counted in
  /// the host's ledger at the caller's line until then.
  ///
  /// ```swift
  /// init(context: ScreenContext) {
  ///   presenter = context.presenters.presenter { ProfilePresenter(…) }
  ///   presenter.attach(self, until: context.lifecycle)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - view: The view to attach, held weakly.
  ///   - lifecycle: The view's own lifecycle (`context.lifecycle`).
  ///   - fileID: Recorded in the ledger for the lifecycle observation.
  ///   - line: Recorded in the ledger for the lifecycle observation.
  public func attach(
    _ view: View,
    until lifecycle: Lifecycle,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) {
    let number = _attach(view, contract: attachment._contract(of: view, presenter: Self.self))
    let site = SubscriptionSite(label: typeName(Self.self), suffix: ".detach", fileID: fileID, line: line)
    lifecycle.observe(at: site) { [weak self] state in
      if state == .destroyed { self?._detach(number) }
    }
  }
}
