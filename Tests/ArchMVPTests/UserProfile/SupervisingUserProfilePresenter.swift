import ArchFlow
import ArchHost
import ArchMVP
import ArchTestSupport
import Synchronization

/// The UserProfile presenter as a Supervising Controller: it exposes the
/// loaded user as a model the view binds simple data from, and keeps the
/// decisions — loading, error, retry — to itself.
///
/// Same discipline as `UserProfilePresenter`: weak view, per-view
/// subscriptions in `attachmentBag`, the request in `lifetimeBag`.
///
/// ```swift
/// presenter.attach(view)
/// presenter.user.subscribe { [weak view] in view?.nameLabel = $0?.name }.store(in: presenter.attachmentBag)
/// ```
final class SupervisingUserProfilePresenter: Presenter {
  typealias View = any SupervisedUserProfileContract
  let attachment = ViewAttachment<any SupervisedUserProfileContract>()

  private let userID: String
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
  private let needsLoad: Atomic<Bool>
  /// The request in flight, at most one; inside `lifetimeBag`.
  private let request = CancellableBag()

  init(userID: String, service: any UserService, host: AppHost, saved: SavedStateRegistry) {
    self.userID = UserProfileSavedState.userID(in: saved, fallback: userID)
    self.service = service
    self.host = host
    let restored = UserProfileSavedState.restoredUser(in: saved)
    _user = MutableStateFlow(restored, ledger: host.ledger)
    status = MutableStateFlow(restored == nil ? .loading : .loaded, ledger: host.ledger)
    needsLoad = Atomic(restored == nil)
    request.store(in: attachment.lifetimeBag)
    UserProfileSavedState.register(in: saved, userID: self.userID) { [_user] in _user.value }
  }

  // MARK: Inputs

  func onAttach(_ view: any SupervisedUserProfileContract) {
    status.subscribe(label: "SupervisingUserProfilePresenter.status") { [weak self] status in
      self?.present(status)
    }.store(in: attachmentBag)
    if needsLoad.exchange(false, ordering: .relaxed) { load() }
  }

  func retry() { load() }

  // MARK: Effects

  private func load() {
    request.cancelAll()  // a retry replaces the request in flight
    _user.value = nil
    status.value = .loading
    host.launch("profile.load") { [_user, status, service, userID] in
      do {
        let user = try await service.user(id: userID)
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
