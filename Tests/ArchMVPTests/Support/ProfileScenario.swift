import ArchHost
import ArchMVP
import ArchTestSupport
@testable import ArchFeatures

/// The MVP variants of the UserProfile screen: the suite's two disciplined
/// ones, and the probes' positive control with and without its fixes.
enum ProfileVariant: String, CaseIterable, Sendable, CustomStringConvertible {
  /// The suite's `mvp`: Passive View.
  case passive
  /// The suite's `mvp-supervising`: Supervising Controller.
  case supervising
  /// `ProbeControlPresenter` behind the suite's passive view, both leaks in.
  case leaky
  /// The same presenter with its two `LEAK:` fixes applied (`fixed: true`).
  case leakyFixed

  /// The variants that must leave every probe clean.
  static let disciplined: [ProfileVariant] = [.passive, .supervising]

  var description: String { rawValue }

  /// A view for `context` whose presenter lives in the presenter store.
  func makeView(context: ScreenContext, service: FakeUserService) -> any FeatureView<UserProfileIntent> {
    switch self {
    case .passive: Self.suite(.mvp).view(for: context, services: service)
    case .supervising: Self.suite(.mvpSupervising).view(for: context, services: service)
    case .leaky, .leakyFixed:
      UserProfileView(context: context, presenter: context.presenters.presenter {
        ProbeControlPresenter(service: service, host: context.host, fixed: self == .leakyFixed)
      })
    }
  }

  /// The suite's variant `id`, as `archlab` runs it.
  private static func suite(_ id: VariantID) -> Variant<UserProfile> {
    UserProfile.variants.first { $0.id == id }!
  }
}

/// One UserProfile screen on its own host, with the suite's fake service
/// counting a request as wasted when it completes after the screen's view
/// is gone.
struct ProfileScenario {
  let host: AppHost
  let service: FakeUserService
  let screen: Screen<AnyObject & Sendable>

  init(_ variant: ProfileVariant) {
    let host = AppHost()
    // Weak: the screen's factory holds the service, so a strong reference
    // back would be a cycle.
    let consumer = Box(WeakScreen())
    let service = FakeUserService(host: host) { consumer.value.screen?.view != nil }
    let screen = Screen<AnyObject & Sendable>(host: host, name: UserProfile.name) { context in
      variant.makeView(context: context, service: service)
    }
    consumer.value = WeakScreen(screen: screen)
    self.host = host
    self.service = service
    self.screen = screen
  }

  /// The view shown now, to tap on.
  var view: (any FeatureView<UserProfileIntent>)? { screen.view as? any FeatureView<UserProfileIntent> }

  /// Every frame shown, as `"#<view> @ <time>: <frame>"`.
  var frames: [String] { screen.renderLog.frames.map(\.description) }

  struct WeakScreen {
    weak var screen: Screen<AnyObject & Sendable>?
  }
}
