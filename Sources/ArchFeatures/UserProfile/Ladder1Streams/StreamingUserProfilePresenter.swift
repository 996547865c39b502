import ArchFlow
import ArchHost
import ArchMVP

/// Migration step 1 of 4: the MVP presenter with its view contract replaced
/// by a state stream. It still attaches and detaches a view, but tells it
/// nothing: the view subscribes to `state` for the length of the
/// attachment. Everything else is the Passive View presenter's.
final class StreamingUserProfilePresenter: Presenter {
  typealias View = any ViewContract
  let attachment = ViewAttachment<any ViewContract>()

  private let service: any UserService
  private let host: AppHost

  // MARK: State

  /// What the view shows: the stream that replaced the contract.
  var state: StateFlow<UserProfileFrame> { _state }
  private let _state: MutableStateFlow<UserProfileFrame>
  private let request = CancellableBag()

  init(service: any UserService, host: AppHost, saved: SavedStateRegistry) {
    self.service = service
    self.host = host
    let restored = UserProfileSavedState.restoredUser(in: saved)
    _state = MutableStateFlow(restored.map(UserProfileFrame.user) ?? .loading, ledger: host.ledger)
    request.store(in: attachment.lifetimeBag)
    UserProfileSavedState.register(in: saved) { [_state] in
      if case .user(let user) = _state.value { user } else { nil }
    }
    if restored == nil { load() }
  }

  // MARK: Inputs

  func retry() { load() }

  // MARK: Effects

  private func load() {
    request.cancelAll()
    _state.value = .loading
    host.launch("profile.load") { [_state, service] in
      do {
        let user = try await service.user(id: UserProfile.userID)
        try Task.checkCancellation()
        _state.value = .user(user)
      } catch is CancellationError {
      } catch {
        _state.value = .error("\(error)")
      }
    }.store(in: request)
  }

  // MARK: Teardown

  // Nothing to add: `clear()` detaches and cancels `lifetimeBag`.
}
