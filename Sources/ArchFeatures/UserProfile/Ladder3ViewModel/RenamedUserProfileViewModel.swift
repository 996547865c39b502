import ArchFlow
import ArchHost
import ArchMVVM

/// Migration step 3 of 4: the observed presenter renamed to a view model.
/// It now conforms to `ViewModel`, so the view-model store keeps it and its
/// core's scope owns the request: the hand-written `clear()` is gone.
final class RenamedUserProfileViewModel: ViewModel {
  let core: ViewModelCore<UserProfileFrame, Never>
  private let service: any UserService

  // MARK: State

  private let request = CancellableBag()

  init(service: any UserService, context: ViewModelContext) {
    self.service = service
    let restored = UserProfileSavedState.restoredUser(in: context.saved)
    core = ViewModelCore(restored.map(UserProfileFrame.user) ?? .loading, host: context.host)
    UserProfileSavedState.register(in: context.saved) { [state = core.state] in
      if case .user(let user) = state.value { user } else { nil }
    }
    if restored == nil { load() }
  }

  // MARK: Inputs

  func retry() { load() }

  // MARK: Effects

  private func load() {
    request.cancelAll()
    core.value = .loading
    core.launch("profile.load") { [core, service] in
      do {
        let user = try await service.user(id: UserProfile.userID)
        try Task.checkCancellation()
        core.value = .user(user)
      } catch is CancellationError {
      } catch {
        core.value = .error("\(error)")
      }
    }.store(in: request)
  }

  // MARK: Teardown

  // Nothing to add: the store's `clear()` cancels the core's scope.
}
