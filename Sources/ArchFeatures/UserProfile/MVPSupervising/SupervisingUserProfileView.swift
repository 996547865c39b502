import ArchHost
import ArchMVP

/// The Supervising Controller's view: shows loading and errors when told,
/// and binds the user itself from the presenter's model. The binding goes
/// into the presenter's `attachmentBag`, so the detach at destroy ends it
/// with the presenter's own subscriptions.
final class SupervisingUserProfileView: SupervisingUserProfileContract, FeatureView {
  private let context: ScreenContext
  private let presenter: SupervisingUserProfilePresenter

  init(context: ScreenContext, presenter: SupervisingUserProfilePresenter) {
    self.context = context
    self.presenter = presenter
    presenter.attach(self, until: context.lifecycle)
    presenter.user.subscribe(label: "profile.view.user") { [weak self] user in
      if let user { self?.context.render(UserProfileFrame.user(user)) }
    }.store(in: presenter.attachmentBag)
  }

  func showLoading() { context.render(UserProfileFrame.loading) }
  func showError(_ message: String) { context.render(UserProfileFrame.error(message)) }

  func perform(_ intent: UserProfileIntent) {
    switch intent {
    case .retry: presenter.retry()
    }
  }
}
