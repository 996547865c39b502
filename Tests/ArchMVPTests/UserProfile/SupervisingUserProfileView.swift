import ArchHost
import ArchMVP
import ArchTestSupport

/// The Supervising Controller's fake view: shows loading and errors when
/// told, and binds the user's name itself from the presenter's model.
///
/// The binding goes into the presenter's `attachmentBag` right after
/// attaching, so the detach at `destroyed` ends it with the presenter's own
/// subscriptions: one teardown point for both sides.
final class SupervisingUserProfileView: SupervisedUserProfileContract, ProfileViewDriving {
  let context: ScreenContext
  let presenter: SupervisingUserProfilePresenter

  init(context: ScreenContext, presenter: SupervisingUserProfilePresenter) {
    self.context = context
    self.presenter = presenter
    presenter.attach(self, until: context.lifecycle)
    presenter.user.subscribe(label: "SupervisingUserProfileView.name") { [weak self] user in
      if let user { self?.showName(of: user) }
    }.store(in: presenter.attachmentBag)
  }

  func showLoading() { context.render(UserProfileFrame.loading) }
  func showError(_ message: String) { context.render(UserProfileFrame.error(message)) }

  /// The simple binding the view does itself (the name label).
  private func showName(of user: User) { context.render(UserProfileFrame.user(user)) }

  func tapRetry() { presenter.retry() }
}
