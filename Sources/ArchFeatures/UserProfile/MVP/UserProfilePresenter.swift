import ArchFlow
import ArchHost
import ArchMVP

/// The UserProfile presenter, Passive View, written with discipline: weak
/// view, per-view subscription in `attachmentBag`, the request in
/// `lifetimeBag`. Retained across rotation, so a request in flight keeps
/// going and the new view gets its result.
final class UserProfilePresenter: UserProfilePresenting {
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
    shown.subscribe(label: "profile.presenter.shown") { [weak self] frame in
      self?.present(frame)
    }.store(in: attachmentBag)
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
