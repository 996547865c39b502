import ArchHost
import ArchMVP
import ArchTestSupport

/// The passive fake view: no logic at all. It renders what the presenter
/// tells it into the screen's render log, and forwards the retry tap.
///
/// It works with any `UserProfilePresenting` presenter — disciplined or
/// leaky — which the screen's factory picks.
///
/// ```swift
/// Screen(host: host, name: "profile") { context in
///   PassiveUserProfileView(context: context, presenter: context.presenters.presenter { … })
/// }
/// ```
final class PassiveUserProfileView: UserProfileContract, ProfileViewDriving {
  let context: ScreenContext
  let presenter: any UserProfilePresenting

  init(context: ScreenContext, presenter: any UserProfilePresenting) {
    self.context = context
    self.presenter = presenter
    presenter.attach(self, until: context.lifecycle)
  }

  func showLoading() { context.render(UserProfileFrame.loading) }
  func show(user: User) { context.render(UserProfileFrame.user(user)) }
  func showError(_ message: String) { context.render(UserProfileFrame.error(message)) }

  func tapRetry() { presenter.retry() }
}
