import ArchFeatures
import ArchHost
import ArchTestSupport

/// One UserProfile screen on a fresh host, with the suite's fake service
/// whose consumer is "the screen shows a view": a request that completes
/// after a pop counts as wasted.
struct ProfileFixture {
  let host = AppHost()
  let service: FakeUserService
  let screen: Screen<AnyObject & Sendable>

  /// The two ways the suite's UserProfile view binds its view model:
  /// lifecycle-aware callbacks (`mvvm-flow`) and `for await` in
  /// lifecycle-bound host tasks (`mvvm-async`).
  static let styles: [VariantID] = [.mvvmFlow, .mvvmAsync]

  /// The suite's UserProfile screen, variant `id`, as `archlab` runs it.
  init(_ id: VariantID) {
    let variant = UserProfile.variants.first { $0.id == id }!
    self.init { context, service in variant.view(for: context, services: service) }
  }

  /// A UserProfile screen whose views `makeView` makes.
  init(makeView: @escaping @Sendable (ScreenContext, FakeUserService) -> any FeatureView<UserProfileIntent>) {
    // The consumer is alive while the screen shows a view; set once the screen exists.
    let viewShown = Box<@Sendable () -> Bool>({ false })
    let service = FakeUserService(host: host, isConsumerAlive: { viewShown.value() })
    let screen = Screen<AnyObject & Sendable>(host: host, name: UserProfile.name) { makeView($0, service) }
    viewShown.value = { [weak screen] in screen?.view != nil }
    self.service = service
    self.screen = screen
  }

  /// The view shown now, to tap on.
  var view: (any FeatureView<UserProfileIntent>)? { screen.view as? any FeatureView<UserProfileIntent> }

  /// The texts of the frames shown so far.
  var frames: [String] { screen.renderLog.frames.map(\.text) }
}
