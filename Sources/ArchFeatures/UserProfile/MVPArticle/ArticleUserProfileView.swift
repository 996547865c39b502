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
    presenter.requestProfile(of: UserProfile.userID)
  }

  func beginWaiting() { context.render(UserProfileFrame.loading) }
  func endWaiting() {}  // the next frame replaces the spinner
  func present(_ user: User) { context.render(UserProfileFrame.user(user)) }
  func presentFailure(_ text: String) { context.render(UserProfileFrame.error(text)) }

  func perform(_ intent: UserProfileIntent) {
    switch intent {
    case .retry: presenter.requestProfile(of: UserProfile.userID)
    }
  }
}
