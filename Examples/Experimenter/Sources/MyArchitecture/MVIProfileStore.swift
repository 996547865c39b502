import ArchFeatures
import ArchFlow
import ArchHost
import ArchMVVM

/// An experimenter's architecture, written outside ArchLab with public API
/// only: MVI (unidirectional data flow). Every change goes through one pure
/// reducer; effects come back as actions.
///
/// The store is a `ViewModel`, so the view-model store keeps it across
/// rotation and clears it (cancelling its scope) on pop.
public final class MVIProfileStore: ViewModel {
  public enum Action: Sendable {
    case retry
    case loaded(User)
    case failed(String)
  }

  /// What the reducer asks the store to do after a transition.
  public enum Effect: Sendable {
    case load
  }

  public let core: ViewModelCore<UserProfileFrame, Never>
  private let service: any UserService
  private let request = CancellableBag()

  public init(service: any UserService, context: ViewModelContext) {
    self.service = service
    // UserProfile's own saved-state helpers: restored like the built-in variants.
    let restored = UserProfileSavedState.restoredUser(in: context.saved)
    core = ViewModelCore(restored.map(UserProfileFrame.user) ?? .loading, host: context.host)
    UserProfileSavedState.register(in: context.saved) { [state = core.state] in
      if case .user(let user) = state.value { user } else { nil }
    }
    if restored == nil { run(.load) }
  }

  /// The one entry point: reduce, publish, run the effect.
  public func send(_ action: Action) {
    var effect: Effect?
    core.update { state in effect = Self.reduce(&state, action) }
    if let effect { run(effect) }
  }

  /// The whole screen's logic, pure: testable without a host.
  public static func reduce(_ state: inout UserProfileFrame, _ action: Action) -> Effect? {
    switch action {
    case .retry:
      state = .loading
      return .load
    case .loaded(let user):
      state = .user(user)
      return nil
    case .failed(let message):
      state = .error(message)
      return nil
    }
  }

  private func run(_ effect: Effect) {
    switch effect {
    case .load:
      request.cancelAll()
      core.launch("mvi.load") { [weak self, service] in
        do {
          let user = try await service.user(id: UserProfile.userID)
          try Task.checkCancellation()
          self?.send(.loaded(user))
        } catch is CancellationError {
        } catch {
          self?.send(.failed("\(error)"))
        }
      }.store(in: request)
    }
  }
}
