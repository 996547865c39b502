import ArchFlow
import ArchHost
import ArchMVP
import ArchTestSupport

/// A UserProfile fake view of any variant, as the tests drive it.
protocol ProfileViewDriving: AnyObject, Sendable {
  func tapRetry()
}

/// A UserProfile screen, whatever its view type: what the tests need.
protocol ProfileScreenDriving: AnyObject, Sendable {
  var renderLog: RenderLog { get }
  var retained: RetainedStore { get }
  var profileView: (any ProfileViewDriving)? { get }
  func show()
  func rotate()
  func pop()
  func processDeath() -> SavedState
  func restore(_ bundle: SavedState)
}

extension Screen: ProfileScreenDriving where View: ProfileViewDriving {
  var profileView: (any ProfileViewDriving)? { view }
}

/// The MVP variants of the UserProfile screen.
enum ProfileVariant: String, CaseIterable, Sendable, CustomStringConvertible {
  case passive, supervising, leaky
  /// The leaky presenter with its two `LEAK:` fixes applied (`fixed: true`).
  case leakyFixed

  /// The variants that must leave every probe clean.
  static let disciplined: [ProfileVariant] = [.passive, .supervising]

  var description: String { rawValue }

  /// A screen named "profile" whose presenter lives in the presenter store.
  func makeScreen(host: AppHost, service: FakeUserService, userID: String) -> any ProfileScreenDriving {
    switch self {
    case .passive:
      Screen(host: host, name: "profile") { context in
        PassiveUserProfileView(
          context: context,
          presenter: context.presenters.presenter {
            UserProfilePresenter(userID: userID, service: service, host: context.host, saved: context.saved)
          })
      }
    case .supervising:
      Screen(host: host, name: "profile") { context in
        SupervisingUserProfileView(
          context: context,
          presenter: context.presenters.presenter {
            SupervisingUserProfilePresenter(userID: userID, service: service, host: context.host, saved: context.saved)
          })
      }
    case .leaky:
      Screen(host: host, name: "profile") { context in
        PassiveUserProfileView(
          context: context,
          presenter: context.presenters.presenter {
            LeakyUserProfilePresenter(userID: userID, service: service, host: context.host)
          })
      }
    case .leakyFixed:
      Screen(host: host, name: "profile") { context in
        PassiveUserProfileView(
          context: context,
          presenter: context.presenters.presenter {
            LeakyUserProfilePresenter(userID: userID, service: service, host: context.host, fixed: true)
          })
      }
    }
  }
}

/// One UserProfile screen on its own host, with a fake service that counts
/// a request as wasted when it completes after the screen's view is gone.
struct ProfileScenario {
  static let ada = FakeUserService.users["42"]!

  let host: AppHost
  let service: FakeUserService
  let screen: any ProfileScreenDriving

  init(_ variant: ProfileVariant, userID: String = "42") {
    let host = AppHost()
    // Weak: the screen's factory holds the service, so a strong reference
    // back would be a cycle.
    let consumer = Box<WeakScreen>(WeakScreen())
    let service = FakeUserService(host: host) { consumer.value.screen?.profileView != nil }
    let screen = variant.makeScreen(host: host, service: service, userID: userID)
    consumer.value = WeakScreen(screen: screen)
    self.host = host
    self.service = service
    self.screen = screen
  }

  /// Every frame shown, as `"#<view> @ <time>: <frame>"`.
  var frames: [String] { screen.renderLog.frames.map(\.description) }

  struct WeakScreen {
    weak var screen: (any ProfileScreenDriving)?
  }
}
