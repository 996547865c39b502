import ArchFlow
import ArchHost
import ArchMVVM
import Observation

/// The UserProfile view model as an `Observable` class: views read `frame`
/// inside observation tracking, as SwiftUI does, and nothing is a stream.
/// Its request runs in its scope and is cancelled on clear.
final class UserProfileObservationViewModel: Observable, Clearable {
  // MARK: State

  // What `@Observable` writes for `var frame`, with the storage behind a
  // lock so the class is safe to share (the macro's is not).
  private let registrar = ObservationRegistrar()
  private let storedFrame: Locked<UserProfileFrame>

  /// What the view shows.
  private(set) var frame: UserProfileFrame {
    get {
      registrar.access(self, keyPath: \.frame)
      return storedFrame.withLock { $0 }
    }
    set { registrar.withMutation(of: self, keyPath: \.frame) { storedFrame.withLock { $0 = newValue } } }
  }

  private let service: any UserService
  private let scope: ViewModelScope

  init(service: any UserService, context: ViewModelContext) {
    self.service = service
    scope = ViewModelScope(host: context.host)
    let restored = UserProfileSavedState.restoredUser(in: context.saved)
    storedFrame = Locked(restored.map(UserProfileFrame.user) ?? .loading)
    UserProfileSavedState.register(in: context.saved) { [storedFrame] in
      if case .user(let user) = storedFrame.withLock({ $0 }) { user } else { nil }
    }
    if restored == nil { load() }
  }

  // MARK: Inputs

  func retry() { load() }

  // MARK: Effects

  private let request = CancellableBag()

  private func load() {
    request.cancelAll()  // a retry replaces the request in flight
    frame = .loading
    scope.launch("profile.load") { [weak self, service] in
      do {
        let user = try await service.user(id: UserProfile.userID)
        try Task.checkCancellation()
        self?.frame = .user(user)
      } catch is CancellationError {
        // Cleared or replaced: nobody wants this answer.
      } catch {
        self?.frame = .error("\(error)")
      }
    }.store(in: request)
  }

  // MARK: Teardown

  func clear() { scope.cancel() }
}
