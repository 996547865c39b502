import ArchFlow
import ArchHost
import ArchMVP

/// The UserProfile presenter as a Supervising Controller: it exposes the
/// loaded user as a model the view binds itself, and keeps the decisions —
/// loading, error, retry — to itself. Same discipline as the Passive View
/// presenter.
final class SupervisingUserProfilePresenter: Presenter {
  typealias View = any SupervisingUserProfileContract
  let attachment = ViewAttachment<any SupervisingUserProfileContract>()

  private let service: any UserService
  private let host: AppHost

  // MARK: State

  /// The model the view binds: the loaded user, `nil` until then.
  var user: StateFlow<User?> { _user }
  private let _user: MutableStateFlow<User?>

  /// What the presenter still decides for the view.
  private enum Status: Equatable {
    case loading, failed(String), loaded
  }

  private let status: MutableStateFlow<Status>
  /// The request in flight, at most one; inside `lifetimeBag`.
  private let request = CancellableBag()

  init(service: any UserService, host: AppHost, saved: SavedStateRegistry) {
    self.service = service
    self.host = host
    let restored = UserProfileSavedState.restoredUser(in: saved)
    _user = MutableStateFlow(restored, ledger: host.ledger)
    status = MutableStateFlow(restored == nil ? .loading : .loaded, ledger: host.ledger)
    request.store(in: attachment.lifetimeBag)
    UserProfileSavedState.register(in: saved) { [_user] in _user.value }
    if restored == nil { load() }
  }

  // MARK: Inputs

  func onAttach(_ view: any SupervisingUserProfileContract) {
    status.subscribe(label: "profile.presenter.status") { [weak self] status in
      self?.present(status)
    }.store(in: attachmentBag)
  }

  func retry() { load() }

  // MARK: Effects

  private func load() {
    request.cancelAll()  // a retry replaces the request in flight
    _user.value = nil
    status.value = .loading
    host.launch("profile.load") { [_user, status, service] in
      do {
        let user = try await service.user(id: UserProfile.userID)
        try Task.checkCancellation()
        _user.value = user
        status.value = .loaded
      } catch is CancellationError {
        // Cleared or replaced: nobody wants this answer.
      } catch {
        status.value = .failed("\(error)")
      }
    }.store(in: request)
  }

  private func present(_ status: Status) {
    guard let view else { return }
    switch status {
    case .loading: view.showLoading()
    case .failed(let message): view.showError(message)
    case .loaded: break  // the view shows the user itself, bound to `user`
    }
  }

  // MARK: Teardown

  // Nothing to add: `clear()` detaches and cancels `lifetimeBag`.
}
