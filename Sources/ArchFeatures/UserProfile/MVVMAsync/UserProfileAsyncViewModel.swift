import ArchFlow
import ArchHost
import ArchMVVM

/// The UserProfile view model written with tasks instead of callbacks:
/// each load request goes into an `AsyncStream`, one task reads them in
/// order and starts each load as a task of its own, which a retry cancels.
/// Views read `states` with `for await`. Retained across rotation, so the
/// request in flight keeps going.
final class UserProfileAsyncViewModel: ViewModel {
  let core: ViewModelCore<UserProfileFrame, Never>

  // MARK: State

  init(service: any UserService, context: ViewModelContext) {
    let restored = UserProfileSavedState.restoredUser(in: context.saved)
    core = ViewModelCore(restored.map(UserProfileFrame.user) ?? .loading, host: context.host)
    let (loads, inbox) = AsyncStream.makeStream(of: Void.self)
    self.inbox = inbox
    UserProfileSavedState.register(in: context.saved) { [state = core.state] in
      if case .user(let user) = state.value { user } else { nil }
    }
    if restored == nil { inbox.yield() }
    core.launch("profile.loads") { [core] in
      await Self.run(loads, core: core, service: service)
    }
  }

  // MARK: Inputs

  private let inbox: AsyncStream<Void>.Continuation

  func retry() { inbox.yield() }

  // MARK: Effects

  /// Reads the load requests until the view model is cleared. Each load
  /// runs in its own task, cancelled by the next one.
  private static func run(
    _ loads: AsyncStream<Void>, core: ViewModelCore<UserProfileFrame, Never>, service: any UserService
  ) async {
    var inFlight: (any Cancellable)?
    for await _ in loads {
      inFlight?.cancel()  // a retry replaces the request in flight
      core.value = .loading
      inFlight = core.launch("profile.load") {
        do {
          let user = try await service.user(id: UserProfile.userID)
          try Task.checkCancellation()
          core.value = .user(user)
        } catch is CancellationError {
          // Cleared or replaced: nobody wants this answer.
        } catch {
          core.value = .error("\(error)")
        }
      }
    }
    inFlight?.cancel()
  }

  // MARK: Teardown

  /// Ends the inbox, then cancels the reading task and the load.
  func clear() {
    inbox.finish()
    core.clear()
  }
}
