import ArchFlow
import ArchHost
import ArchMVVM
import ArchTestSupport

/// The two ways the UserProfile view binds to its view model.
enum ViewStyle: String, CaseIterable, Sendable, CustomStringConvertible {
  /// State flow + lifecycle-aware callbacks.
  case flow = "mvvm-flow"
  /// `for await` in lifecycle-bound host tasks.
  case async = "mvvm-async"

  var description: String { rawValue }
}

/// One UserProfile screen on a fresh host: the fake service (whose consumer
/// is "the screen shows a view"), the factory, the event log and the screen.
struct ProfileFixture {
  let host = AppHost()
  let service: FakeUserService
  let events = EventLog()
  let screen: any ProfileScreen

  /// The screen with a correct `UserProfileFlowViewModel` for user 42.
  init(_ style: ViewStyle) {
    self.init(style, UserProfileFlowViewModel.self) { service, context in
      UserProfileFlowViewModel(userID: "42", service: service, context: context)
    }
  }

  /// The screen with any profile view model, built by `make`.
  init<VM: ProfileViewModel>(
    _ style: ViewStyle, _ type: VM.Type,
    make: @escaping @Sendable (FakeUserService, ViewModelContext) -> VM
  ) {
    // The consumer is alive while the screen shows a view; set once the screen exists.
    let viewShown = Box<@Sendable () -> Bool>({ false })
    let service = FakeUserService(host: host, isConsumerAlive: { viewShown.value() })
    let factory = ViewModelFactory().registering(type) { make(service, $0) }
    let events = self.events
    switch style {
    case .flow:
      let screen = Screen(host: host, name: "profile") {
        ProfileFlowView<VM>(context: $0, factory: factory, events: events)
      }
      viewShown.value = { [weak screen] in screen?.view != nil }
      self.screen = screen
    case .async:
      let screen = Screen(host: host, name: "profile") {
        ProfileAsyncView<VM>(context: $0, factory: factory, events: events)
      }
      viewShown.value = { [weak screen] in screen?.view != nil }
      self.screen = screen
    }
    self.service = service
  }

  /// The texts of the frames shown so far.
  var frames: [String] { screen.renderLog.frames.map(\.text) }
}

/// A UserProfile screen whatever its view type, so one test runs both
/// styles: `Screen`'s own transitions, and its view as a `ProfileScreenView`.
protocol ProfileScreen: Sendable {
  var host: AppHost { get }
  var renderLog: RenderLog { get }
  var retained: RetainedStore { get }
  var lifecycle: Lifecycle? { get }
  var profileView: (any ProfileScreenView)? { get }
  func show()
  func rotate()
  func pop()
  func background()
  func foreground()
  @discardableResult func processDeath() -> SavedState
  func restore(_ bundle: SavedState)
}

extension Screen: ProfileScreen where View: ProfileScreenView {
  var profileView: (any ProfileScreenView)? { view }
}
