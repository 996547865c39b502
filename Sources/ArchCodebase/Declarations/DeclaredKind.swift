/// What a declared type is, read from the root its supertype chain
/// reaches: a UIKit view controller, an Android activity, a SwiftUI view,
/// a view model, … or none of these.
public enum DeclaredKind: String, Sendable, Hashable, Codable, CaseIterable {
  /// `UIViewController` and its kin, AppKit's `NSViewController`, a
  /// Conductor `Controller`.
  case viewController = "view controller"
  /// An Android `Activity` (`AppCompatActivity`, `ComponentActivity`, …).
  case activity
  /// An Android `Fragment` (`DialogFragment`, `BottomSheetDialogFragment`, …).
  case fragment
  /// A view: UIKit and Android views, cells, adapters and view holders,
  /// SwiftUI `View`s and modifiers.
  case view
  /// Android's `ViewModel`, `ObservableObject`, `@Observable`,
  /// `@HiltViewModel`.
  case viewModel = "view model"
  /// A TCA reducer (`Reducer`, `@Reducer`), a ReactorKit `Reactor`.
  case reducer
  /// A presenter base of an MVP library (`MvpPresenter`, `MvpBasePresenter`).
  case presenter
  /// The app object (`Application`, `UIApplicationDelegate`, SwiftUI `App`).
  case application
  /// The chain ends in a type of the app's with no supertype, or in a known
  /// type that is no view (`NSObject`, `UIActivity`, `Codable`).
  case notUI = "not UI"
  /// The chain ends in a type neither the app nor ArchLab knows (a
  /// library's base class): the name decides.
  case unresolved

  /// Which kind wins when a type's supertypes reach several: a screen's
  /// view first, an unknown root before "not UI".
  var precedence: Int {
    switch self {
    case .activity, .fragment, .viewController: 0
    case .reducer: 1
    case .viewModel: 2
    case .presenter: 3
    case .view: 4
    case .application: 5
    case .unresolved: 6
    case .notUI: 7
    }
  }

  /// Whether it is a screen-level view (a view controller, activity or fragment).
  public var isScreenView: Bool { self == .viewController || self == .activity || self == .fragment }

  /// Whether a view type of any level.
  public var isView: Bool { isScreenView || self == .view }

  /// Whether the screen's logic.
  public var isLogic: Bool { self == .viewModel || self == .reducer || self == .presenter }
}
