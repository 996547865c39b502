import ArchFlow
import ArchHost

/// Migration step 2 of 4: no attach, no detach. The presenter only holds
/// state and work; the view observes `state` while it is started. It is
/// still called a presenter and still kept in the presenter store.
final class ObservedUserProfilePresenter: Clearable, Sendable {
  private let service: any UserService
  private let host: AppHost

  // MARK: State

  /// What the view shows.
  var state: StateFlow<UserProfileFrame> { _state }
  private let _state: MutableStateFlow<UserProfileFrame>
  private let request = CancellableBag()

  init(service: any UserService, host: AppHost, saved: SavedStateRegistry) {
    self.service = service
    self.host = host
    let restored = UserProfileSavedState.restoredUser(in: saved)
    _state = MutableStateFlow(restored.map(UserProfileFrame.user) ?? .loading, ledger: host.ledger)
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

  /// Pop: the store clears the presenter, which cancels the request.
  func clear() { request.cancel() }
}
