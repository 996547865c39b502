import ArchHost
import ArchMVP

/// The passive view: no logic at all. It renders what the presenter tells
/// it and forwards the retry tap; the presenter detaches it on destroy.
final class UserProfileView: UserProfileContract, FeatureView {
  private let context: ScreenContext
  private let presenter: any UserProfilePresenting

  init(context: ScreenContext, presenter: any UserProfilePresenting) {
    self.context = context
    self.presenter = presenter
    presenter.attach(self, until: context.lifecycle)
  }

  func showLoading() { context.render(UserProfileFrame.loading) }
  func show(user: User) { context.render(UserProfileFrame.user(user)) }
  func showError(_ message: String) { context.render(UserProfileFrame.error(message)) }

  func perform(_ intent: UserProfileIntent) {
    switch intent {
    case .retry: presenter.retry()
    }
  }
}
