import ArchFlow
import ArchHost
import ArchMVP

/// The UserProfile presenter with the article's MVP + Rx mistake, written
/// wrong on purpose as the probes' positive control: on attach it
/// subscribes with a callback that captures the view, and drops the token,
/// so detach cannot cancel it.
///
/// After a rotation the destroyed view stays subscribed and renders each
/// new frame (a render after destroy); after a pop the subscription, the
/// views and the presenter are never released. Everything else — the
/// retained request, the saved state — is the disciplined presenter's.
final class LeakyUserProfilePresenter: UserProfilePresenting {
  typealias View = any UserProfileContract
  let attachment = ViewAttachment<any UserProfileContract>()

  private let service: any UserService
  private let host: AppHost

  // MARK: State

  /// What the view should show; each newly attached view is told at once.
  private let shown: MutableStateFlow<UserProfileFrame>
  /// The request in flight, at most one; inside `lifetimeBag`.
  private let request = CancellableBag()

  init(service: any UserService, host: AppHost, saved: SavedStateRegistry) {
    self.service = service
    self.host = host
    let restored = UserProfileSavedState.restoredUser(in: saved)
    shown = MutableStateFlow(restored.map(UserProfileFrame.user) ?? .loading, ledger: host.ledger)
    request.store(in: attachment.lifetimeBag)
    UserProfileSavedState.register(in: saved) { [shown] in
      if case .user(let user) = shown.value { user } else { nil }
    }
    if restored == nil { load() }
  }

  // MARK: Inputs

  func onAttach(_ view: any UserProfileContract) {
    // LEAK: `view` is captured strongly and the token is dropped. The fix:
    // `[weak self] … self?.present(frame)` and `.store(in: attachmentBag)`.
    _ = shown.subscribe(label: "profile.leaky.shown") { frame in
      Self.present(frame, to: view)
    }
  }

  func retry() { load() }

  // MARK: Effects

  private func load() {
    request.cancelAll()  // a retry replaces the request in flight
    shown.value = .loading
    host.launch("profile.load") { [shown, service] in
      do {
        let user = try await service.user(id: UserProfile.userID)
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
  // LEAK: static, so it renders into the view it is handed: the captured
  // one, destroyed or not. The fix: a method on the weak attached `view`.
  private static func present(_ frame: UserProfileFrame, to view: any UserProfileContract) {
    switch frame {
    case .loading: view.showLoading()
    case .user(let user): view.show(user: user)
    case .error(let message): view.showError(message)
    }
  }

  // MARK: Teardown

  // LEAK: `clear()` detaches and cancels `lifetimeBag`, but the dropped
  // subscription is in neither: nothing ends it. The fix: `onAttach`'s.
}
