import ArchHost
import ArchMVP

/// The article's view controller: it owns its presenter (one per view),
/// attaches and loads in its did-load step, and detaches on destroy.
final class ArticleUserProfileView: ArticleUserProfileContract, FeatureView {
  private let context: ScreenContext
  private let presenter: any ArticleUserProfilePresenting

  init(context: ScreenContext, presenter: any ArticleUserProfilePresenting) {
    self.context = context
    self.presenter = presenter
    presenter.attach(self)
    context.lifecycle.observe(label: "profile.article.destroy") { [presenter] state in
      if state == .destroyed { presenter.detach() }
    }
    presenter.loadUser(id: UserProfile.userID)
  }

  func showLoading() { context.render(UserProfileFrame.loading) }
  func hideLoading() {}  // the next frame replaces the spinner
  func display(user: User) { context.render(UserProfileFrame.user(user)) }
  func displayError(message: String) { context.render(UserProfileFrame.error(message)) }

  func perform(_ intent: UserProfileIntent) {
    switch intent {
    case .retry: presenter.loadUser(id: UserProfile.userID)
    }
  }
}
