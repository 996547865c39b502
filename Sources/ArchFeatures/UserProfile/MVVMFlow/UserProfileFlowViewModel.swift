import ArchFlow
import ArchHost
import ArchMVVM

/// The UserProfile view model: loads the user (loading, then the user or an
/// error), retries on demand. It never sees a view: views observe its
/// state. Retained across rotation, so the request in flight keeps going.
final class UserProfileFlowViewModel: ViewModel {
  let core: ViewModelCore<UserProfileFrame, Never>
  private let service: any UserService

  // MARK: State

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

  private let request = CancellableBag()

  private func load() {
    request.cancelAll()  // a retry replaces the request in flight
    core.value = .loading
    core.launch("profile.load") { [core, service] in
      do {
        let user = try await service.user(id: UserProfile.userID)
        try Task.checkCancellation()
        core.value = .user(user)
      } catch is CancellationError {
        // Cleared or replaced: nobody wants this answer.
      } catch {
        core.value = .error("\(error)")
      }
    }.store(in: request)
  }

  // MARK: Teardown

  // Nothing to add: the store's `clear()` cancels the core's scope.
}
