import ArchFlow
import ArchHost
import ArchMVP
import ArchTestSupport
import Synchronization

/// The article's UserProfile presenter, Passive View, written with
/// discipline: it decides every frame, holds the view weakly, keeps per-view
/// subscriptions in `attachmentBag` and its request in `lifetimeBag`.
///
/// Kept in the screen's presenter store, it survives rotation: a request in
/// flight keeps going, the new view is told the current frame on attach and
/// gets the result. `clear()` (pop) cancels the request.
///
/// ```swift
/// let presenter = UserProfilePresenter(userID: "42", service: service, host: host, saved: context.saved)
/// presenter.attach(view)  // loading…, then the user
/// ```
final class UserProfilePresenter: UserProfilePresenting {
  typealias View = any UserProfileContract
  let attachment = ViewAttachment<any UserProfileContract>()

  private let userID: String
  private let service: any UserService
  private let host: AppHost

  // MARK: State

  /// What the view should show; each newly attached view is told at once.
  private let shown: MutableStateFlow<UserProfileFrame>
  /// True until the first load starts (false when restored with a user).
  private let needsLoad: Atomic<Bool>
  /// The request in flight, at most one. Inside `lifetimeBag`, so that
  /// `clear()` cancels it and a rotation does not.
  private let request = CancellableBag()

  init(userID: String, service: any UserService, host: AppHost, saved: SavedStateRegistry) {
    self.userID = UserProfileSavedState.userID(in: saved, fallback: userID)
    self.service = service
    self.host = host
    let restored = UserProfileSavedState.restoredUser(in: saved)
    shown = MutableStateFlow(restored.map(UserProfileFrame.user) ?? .loading, ledger: host.ledger)
    needsLoad = Atomic(restored == nil)
    request.store(in: attachment.lifetimeBag)
    UserProfileSavedState.register(in: saved, userID: self.userID) { [shown] in
      if case .user(let user) = shown.value { user } else { nil }
    }
  }

  // MARK: Inputs

  func onAttach(_ view: any UserProfileContract) {
    // Tells this view the current frame now (after a rotation: the one the
    // old view showed), then each change, until it detaches.
    shown.subscribe(label: "UserProfilePresenter.shown") { [weak self] frame in
      self?.present(frame)
    }.store(in: attachmentBag)
    if needsLoad.exchange(false, ordering: .relaxed) { load() }
  }

  func retry() { load() }

  // MARK: Effects

  private func load() {
    request.cancelAll()  // a retry replaces the request in flight
    shown.value = .loading
    host.launch("profile.load") { [shown, service, userID] in
      do {
        let user = try await service.user(id: userID)
        try Task.checkCancellation()
        shown.value = .user(user)
      } catch is CancellationError {
        // Cleared or replaced: nobody wants this answer.
      } catch {
        shown.value = .error("\(error)")
      }
    }.store(in: request)
  }

  /// Passive View: the presenter turns each frame into contract calls.
  private func present(_ frame: UserProfileFrame) {
    guard let view else { return }  // weak: a released view is skipped
    switch frame {
    case .loading: view.showLoading()
    case .user(let user): view.show(user: user)
    case .error(let message): view.showError(message)
    }
  }

  // MARK: Teardown

  // Nothing to add: `clear()` detaches (ending the `shown` subscription)
  // and cancels `lifetimeBag`, which holds `request`.
}
