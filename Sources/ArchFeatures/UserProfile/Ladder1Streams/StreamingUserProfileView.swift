import ArchHost
import ArchMVP

/// Migration step 1 of 4: the view still attaches itself, then renders the
/// presenter's state stream; the subscription lives in the attachment, so
/// the detach at destroy ends it.
final class StreamingUserProfileView: ViewContract, FeatureView {
  private let presenter: StreamingUserProfilePresenter

  init(context: ScreenContext, presenter: StreamingUserProfilePresenter) {
    self.presenter = presenter
    presenter.attach(self, until: context.lifecycle)
    presenter.state.subscribe(label: "profile.view.state") { [context] frame in
      context.render(frame)
    }.store(in: presenter.attachmentBag)
  }

  func perform(_ intent: UserProfileIntent) {
    switch intent {
    case .retry: presenter.retry()
    }
  }
}
