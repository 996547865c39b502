import ArchFeatures
import ArchHost
import ArchMVVM
import Foundation

/// The MVI view: renders the store's state while started and turns the
/// user's intents into actions.
public final class MVIProfileView: FeatureView {
  private let store: MVIProfileStore

  public init(context: ScreenContext, service: any UserService) {
    store = context.viewModelStore.viewModel { MVIProfileStore(service: service, context: $0) }
    collect(store.state, while: context.lifecycle, label: "mvi.render") { [context] frame in
      context.render(frame)
    }
  }

  public func perform(_ intent: UserProfileIntent) {
    switch intent {
    case .retry: store.send(.retry)
    }
  }

  /// The variant as an experimenter registers it.
  public static let variant = Variant<UserProfile>(
    "my-mvi", summary: "one reducer, effects as actions", sources: ["MVIProfile*.swift"],
    sourceFolder: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  ) { context, service in
    MVIProfileView(context: context, service: service)
  }
}
