import ArchHost
import ArchMVVM

/// Migration step 2 of 4: the view takes the presenter from the store and
/// observes its state while started, with a lifecycle-aware callback.
final class ObservedUserProfileView: FeatureView {
  private let presenter: ObservedUserProfilePresenter

  init(context: ScreenContext, service: any UserService) {
    presenter = context.presenters.presenter {
      ObservedUserProfilePresenter(service: service, host: context.host, saved: context.saved)
    }
    collect(presenter.state, while: context.lifecycle, label: "profile.render") { [context] frame in
      context.render(frame)
    }
  }

  func perform(_ intent: UserProfileIntent) {
    switch intent {
    case .retry: presenter.retry()
    }
  }
}
