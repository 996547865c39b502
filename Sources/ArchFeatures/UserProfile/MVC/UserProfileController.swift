import ArchFlow
import ArchHost

/// The MVC baseline: one controller is the view, loads the user and
/// renders it. Disciplined about its own work — the request is cancelled
/// when the view is destroyed — but nothing outlives the view, so a
/// rotation or a restore starts over.
final class UserProfileController: FeatureView {
  private let context: ScreenContext
  private let service: any UserService

  // MARK: State

  /// The request in flight, cancelled on destroy or on retry.
  private let request = CancellableBag()

  init(context: ScreenContext, service: any UserService) {
    self.context = context
    self.service = service
    context.lifecycle.observe(label: "profile.controller.destroy") { [request] state in
      if state == .destroyed { request.cancel() }
    }
    load()
  }

  // MARK: Inputs

  func perform(_ intent: UserProfileIntent) {
    switch intent {
    case .retry: load()
    }
  }

  // MARK: Effects

  private func load() {
    request.cancelAll()
    context.render(UserProfileFrame.loading)
    context.host.launch("profile.load") { [context, service] in
      do {
        let user = try await service.user(id: UserProfile.userID)
        context.render(UserProfileFrame.user(user))
      } catch is CancellationError {
        // Destroyed or replaced: nobody wants the answer.
      } catch {
        context.render(UserProfileFrame.error("\(error)"))
      }
    }.store(in: request)
  }

  // MARK: Teardown

  // Nothing to add: the destroy observer in `init` cancels `request`.
}
