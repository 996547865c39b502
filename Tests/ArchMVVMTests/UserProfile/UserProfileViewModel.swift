import ArchFlow
import ArchHost
import ArchMVVM
import ArchTestSupport
import Foundation

/// The article's UserProfile screen as a view model: loads a user
/// (loading, then the user or an error), retries after an error, and tells
/// the view once that the user was loaded.
///
/// It never sees a view: views collect ``state`` and ``events``. It writes
/// the loaded user into the saved state, so a restore after process death
/// shows the same frame without a new request.
final class UserProfileFlowViewModel: ProfileViewModel {
  let core: ViewModelCore<UserProfileFrame, ProfileEvent>
  let userID: String
  private let service: any UserService

  init(userID: String, service: any UserService, context: ViewModelContext) {
    self.userID = userID
    self.service = service
    let savedUser = "\(context.key).user"
    let restored = context.saved.restored?[savedUser].flatMap(Self.decode)
    core = ViewModelCore(restored.map(UserProfileFrame.user) ?? .loading, host: context.host)
    // Captures the state flow, not self: the registry must not keep the view model.
    context.saved.register(savedUser) { [state = core.state] in
      guard case .user(let user) = state.value else { return nil }
      return Self.encode(user)
    }
    if restored == nil { load() }
  }

  // MARK: Inputs

  /// Loads again, only after an error (a retry while loading is ignored).
  func retry() {
    guard case .error = core.value else { return }
    load()
  }

  /// Asks the view to leave, once.
  func close() {
    core.events.send(.navigateBack)
  }

  // MARK: Effects

  private func load() {
    core.value = .loading
    core.launch("profile.load") { [core, service, userID] in
      do {
        let user = try await service.user(id: userID)
        core.value = .user(user)
        core.events.send(.showToast("Loaded \(user.name)"))
      } catch {
        if Task.isCancelled { return }  // cleared: nobody wants the answer
        core.value = .error("\(error)")
      }
    }
  }

  // MARK: Saved state

  private static func encode(_ user: User) -> String? {
    (try? JSONEncoder().encode(user)).flatMap { String(data: $0, encoding: .utf8) }
  }

  private static func decode(_ text: String) -> User? {
    try? JSONDecoder().decode(User.self, from: Data(text.utf8))
  }
}
