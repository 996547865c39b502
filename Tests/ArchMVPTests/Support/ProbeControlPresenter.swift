import ArchFlow
import ArchHost
import ArchMVP
import Synchronization
@testable import ArchFeatures

/// A UserProfile presenter written wrong on purpose, behind the suite's
/// passive `UserProfileView`: the positive control for every probe.
///
/// Two mistakes — the MVP + RxJava ones of the article — each marked
/// `LEAK:` with its fix:
/// 1. it subscribes to the service's long-lived `observeUser` stream with a
///    callback that captures the view strongly, and throws the token away;
/// 2. it launches the request without keeping its token, so `clear()` on pop
///    cannot cancel it.
///
/// After a pop the service still holds the callback, the callback holds the
/// destroyed view, the view holds this presenter; when the request finishes
/// for nobody, the cached user is pushed into the destroyed view. The
/// suite's `LeakyUserProfilePresenter` makes only the first mistake, so the
/// task tracker and the upstream counter would have nothing to catch.
///
/// `fixed: true` applies exactly the two documented fixes and nothing else,
/// as the negative half of the control: the same scenario must then read
/// clean on every probe.
final class ProbeControlPresenter: UserProfilePresenting {
  typealias View = any UserProfileContract
  let attachment = ViewAttachment<any UserProfileContract>()

  private let service: any UserService
  private let host: AppHost
  /// Whether the two `LEAK:` fixes below are applied.
  private let fixed: Bool

  // MARK: State

  private let needsLoad = Atomic(true)

  init(service: any UserService, host: AppHost, fixed: Bool) {
    self.service = service
    self.host = host
    self.fixed = fixed
  }

  // MARK: Inputs

  func onAttach(_ view: any UserProfileContract) {
    view.showLoading()
    observeUser(into: view)
    if needsLoad.exchange(false, ordering: .relaxed) { load() }
  }

  func retry() {
    view?.showLoading()
    load()
  }

  // MARK: Effects

  /// The line of the `subscribe` call below, which the ledger must name.
  static let subscribeLine: UInt = #line + 12

  private func observeUser(into view: any UserProfileContract) {
    // LEAK: unless `fixed`, `view` is captured strongly and the token is
    // dropped. Fix (applied when `fixed`): `[weak self] … self?.view?.show(user:)`
    // and `.store(in: attachmentBag)`.
    let receive: @Sendable (User?) -> Void
    if fixed {
      receive = { [weak self] user in if let user { self?.view?.show(user: user) } }
    } else {
      receive = { user in if let user { view.show(user: user) } }
    }
    let token = service.observeUser(id: UserProfile.userID).subscribe(label: "leaky.observeUser", receive)
    if fixed { token.store(in: attachmentBag) }
  }

  private func load() {
    // LEAK: unless `fixed`, nobody owns this task, so clear() cannot cancel
    // it. Fix (applied when `fixed`): `.store(in: lifetimeBag)`.
    let token = host.launch("leaky.load") { [weak self, service] in
      do {
        _ = try await service.user(id: UserProfile.userID)  // the user arrives through observeUser
      } catch {
        self?.view?.showError("\(error)")
      }
    }
    if fixed { token.store(in: lifetimeBag) }
  }

  // MARK: Teardown

  // Nothing: clear() cancels the bags, which hold both tokens only when
  // `fixed`.
}
