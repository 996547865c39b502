import Testing

@testable import ArchCodebase

/// Roles and screens read from the code's declarations, on the layouts
/// that names alone got wrong on public apps (issue 45). Every tree is
/// our own, written to reproduce what was found.
@Suite struct DeclaredRolesTests {
  /// Counts `files` (path → text) in memory and judges them with the preset.
  static func claims(_ files: [String: String]) -> CodebaseClaims {
    let rows = files.map { path, text in
      let language = SourceLanguage(pathExtension: String(path.split(separator: ".").last!))!
      return FileLineCount(
        path: path, role: RoleRules.mobilePreset.roleIgnoringExtension(forPath: path),
        counts: language.count(bytes: Array(text.utf8)).counts, language: language)
    }
    return CodebaseClaims(
      count: LineCountReport(files: rows, roleOrder: RoleRules.mobilePreset.roles), rules: .mobilePreset,
      contents: { files[$0] })
  }

  static func file(_ claims: CodebaseClaims, _ suffix: String) -> GroupedFile? {
    claims.grouping.files.first { $0.path.hasSuffix(suffix) }
  }

  static func screen(_ claims: CodebaseClaims, _ name: String) -> AppScreen? {
    claims.grouping.screens.first { $0.name == name }
  }

  @Test func aSwiftActivityFileDeclaringAUIKitTypeIsNoAndroidActivity() {
    let claims = Self.claims([
      "App/Share/ShareActivity.swift":
        "final class ShareActivity: UIActivity {\n  override var activityTitle: String? { nil }\n}\n",
      "App/Views/RoundActivity.swift": "final class RoundActivity: UIButton {\n  var radius = 4\n}\n",
    ])
    // NB: drop the Swift check in DeclaredRoles.decideByName to see ShareActivity an activity and a screen.
    #expect(Self.file(claims, "ShareActivity.swift")?.role == .other)
    #expect(Self.file(claims, "RoundActivity.swift")?.role == .view)
    #expect(claims.grouping.screens.isEmpty)
  }

  @Test func aComposeScreenFileWithoutASuffixIsTheScreensView() {
    let claims = Self.claims([
      "app/src/main/java/x/settings/Settings.kt": """
        @Composable
        fun SettingsScreen(viewModel: SettingsViewModel = hiltViewModel()) {
          Text(viewModel.title)
        }
        """,
      "app/src/main/java/x/settings/SettingsViewModel.kt":
        "@HiltViewModel\nclass SettingsViewModel @Inject constructor() : ViewModel() {\n  val title = \"\"\n}\n",
    ])
    #expect(Self.file(claims, "Settings.kt")?.role == .view)
    let settings = Self.screen(claims, "Settings")
    #expect(settings?.pattern == .mvvm && settings?.lines.view == 4)
  }

  @Test func aStateTypeBesideAPresenterIsItsLogic() {
    let claims = Self.claims([
      "app/login/LoginState.kt": "data class LoginState(\n  val name: String,\n)\n",
      "app/login/LoginPresenter.kt":
        "class LoginPresenter(private val view: LoginView) {\n  var state = LoginState(\"\")\n}\n",
      "app/login/LoginView.kt": "interface LoginView {\n  fun show(state: LoginState)\n}\n",
      "app/login/LoginActivity.kt":
        "class LoginActivity : AppCompatActivity(), LoginView {\n  override fun show(state: LoginState) {}\n}\n",
    ])
    #expect(Self.file(claims, "LoginState.kt")?.role == "view state")
    #expect(Self.file(claims, "LoginState.kt")?.part == .logic)
    #expect(Self.screen(claims, "Login")?.lines.logic == 6)
  }

  @Test func aVIPDisplayViewModelStructKeepsTheSceneVIP() {
    let claims = Self.claims([
      "Scenes/Order/OrderViewController.swift":
        "final class OrderViewController: UIViewController, OrderDisplayLogic {\n"
        + "  var interactor: OrderBusinessLogic?\n}\n",
      "Scenes/Order/OrderInteractor.swift":
        "final class OrderInteractor: OrderBusinessLogic {\n  var presenter: OrderPresenter?\n}\n",
      "Scenes/Order/OrderPresenter.swift":
        "final class OrderPresenter {\n  weak var viewController: OrderDisplayLogic?\n}\n",
      "Scenes/Order/OrderModels.swift": "enum Order {\n  struct Request {}\n}\n",
      "Scenes/Order/OrderViewModel.swift": "struct OrderViewModel {\n  let title: String\n}\n",
    ])
    // NB: drop the value-type check in DeclaredRoles.decideByName to see the scene "other (presenter and view model)".
    #expect(Self.file(claims, "OrderViewModel.swift")?.role == "view state")
    #expect(Self.screen(claims, "Order")?.pattern == .vip)
  }

  @Test func anAlertPresenterWithNoViewContractIsNoMVPScreen() {
    let claims = Self.claims([
      "App/Settings/AlertPresenter.swift": """
        final class AlertPresenter {
          func show(_ message: String, on host: UIViewController) {
            host.present(UIAlertController(title: message, message: nil, preferredStyle: .alert), animated: true)
          }
        }
        """,
      "App/Settings/SettingsViewController.swift":
        "final class SettingsViewController: UIViewController {\n  let model = SettingsViewModel()\n}\n",
      "App/Settings/SettingsViewModel.swift":
        "final class SettingsViewModel: ObservableObject {\n  @Published var on = false\n}\n",
    ])
    #expect(Self.file(claims, "AlertPresenter.swift")?.role == .view)
    #expect(claims.grouping.screens.map(\.pattern) == [.mvvm])
    #expect(Self.screen(claims, "Settings") != nil)
  }

  @Test func aBridgePresenterThatStartsACoordinatorIsWiring() {
    let claims = Self.claims([
      "App/Onboarding/OnboardingPresenter.swift":
        "final class OnboardingPresenter {\n  let coordinator: OnboardingCoordinator\n"
        + "  func start() { coordinator.start() }\n}\n",
      "App/Onboarding/OnboardingCoordinator.swift": "final class OnboardingCoordinator {\n  func start() {}\n}\n",
    ])
    #expect(Self.file(claims, "OnboardingPresenter.swift")?.role == "wiring")
    #expect(claims.grouping.screens.allSatisfy { !$0.pattern.isMVPFamily })
  }

  @Test func appBaseClassesAndNonUIControllersAreNoScreens() {
    let claims = Self.claims([
      "app/ui/ThemedActivity.kt": "abstract class ThemedActivity : AppCompatActivity() {\n  fun theme() {}\n}\n",
      "app/ui/login/LoginActivity.kt": "class LoginActivity : ThemedActivity() {\n  val vm = LoginViewModel()\n}\n",
      "app/ui/login/LoginViewModel.kt": "class LoginViewModel : ViewModel() {\n  val a = 1\n}\n",
      "App/Session/SessionController.swift": "final class SessionController {\n  var token: String?\n}\n",
      "App/Home/HomeController.kt": "class HomeController : BaseController() {\n  val a = 1\n}\n",
      "App/Home/BaseController.kt": "abstract class BaseController : Controller() {\n  val b = 1\n}\n",
    ])
    #expect(Self.file(claims, "LoginActivity.kt")?.role == "activity")
    #expect(Self.file(claims, "ThemedActivity.kt")?.role == .view)
    #expect(Self.file(claims, "SessionController.swift")?.role == .other)
    #expect(Self.file(claims, "HomeController.kt")?.role == "view controller")
    #expect(claims.grouping.screens.map(\.name).sorted() == ["Home", "Login"])
  }

  @Test func aTemplateHeaderIsNoGeneratorMarker() {
    let header =
      "//\n//  LoginView.swift\n//  This file was generated by the Xcode templates.\n//\nstruct LoginView {}\n"
    #expect(!ExclusionRules.isGenerated(Array(header.utf8)))
    #expect(ExclusionRules.isGenerated(Array("// This file was generated by SwiftGen\n".utf8)))
  }

  @Test func aPresenterToPresenterDelegateIsLogicNotTheContract() {
    let claims = Self.claims([
      "App/Login/LoginPresenter.swift": """
        protocol LoginView: AnyObject {
          func showError()
        }
        protocol LoginModuleOutput: AnyObject {
          func loginDidFinish()
        }
        final class LoginPresenter {
          weak var view: LoginView?
          weak var output: LoginModuleOutput?
        }
        """,
      "App/Login/LoginViewController.swift":
        "final class LoginViewController: UIViewController, LoginView {\n  func showError() {}\n}\n",
      "App/Main/MainPresenter.swift": "final class MainPresenter: LoginModuleOutput {\n  func loginDidFinish() {}\n}\n",
    ])
    // NB: count every protocol in DeclaredRoles.splitLines to see 6 lines of contract.
    #expect(Self.file(claims, "LoginPresenter.swift")?.contractCode == 3)
    #expect(Self.screen(claims, "Login")?.lines.logic == 7)
  }

  @Test func aHelperOnlyTheViewModelNamesIsTheScreensLogic() {
    let claims = Self.claims([
      "App/Workout/WorkoutViewController.swift":
        "final class WorkoutViewController: UIViewController {\n  let model = WorkoutViewModel()\n}\n",
      "App/Workout/WorkoutViewModel.swift": "final class WorkoutViewModel {\n  let timer = CountdownTimer()\n}\n",
      "App/Workout/Timing/CountdownTimer.swift": "final class CountdownTimer {\n  var left = 30\n}\n",
    ])
    #expect(Self.file(claims, "CountdownTimer.swift")?.role == "logic helper")
    #expect(Self.file(claims, "CountdownTimer.swift")?.screen == "Workout")
    #expect(Self.screen(claims, "Workout")?.lines.logic == 6)
  }

  @Test func aViewModelInsideItsViewControllersFileIsLogic() {
    let claims = Self.claims([
      "App/Profile/ProfileViewController.swift": """
        final class ProfileViewController: UIViewController {
          let model = ProfileViewModel()
        }
        final class ProfileViewModel: ObservableObject {
          @Published var name = ""
        }
        """
    ])
    let profile = Self.screen(claims, "Profile")
    #expect(profile?.pattern == .mvvm)
    #expect((profile?.lines.logic, profile?.lines.view) == (3, 3))
  }

  @Test func aCellOnlyOneScreensAdapterNamesJoinsThatScreen() {
    let claims = Self.claims([
      "app/feed/FeedFragment.kt": "class FeedFragment : Fragment() {\n  val adapter = FeedAdapter()\n}\n",
      "app/feed/FeedViewModel.kt": "class FeedViewModel : ViewModel() {\n  val a = 1\n}\n",
      "app/list/FeedAdapter.kt": "class FeedAdapter : ListAdapter<Post, PostHolder>() {\n  val a = 1\n}\n",
      "app/list/PostHolder.kt": "class PostHolder(view: View) : RecyclerView.ViewHolder(view) {\n  val a = 1\n}\n",
      "app/list/Post.kt": "data class Post(\n  val id: Int,\n)\n",
      "app/data/PostRepository.kt": "class PostRepository {\n  fun all(): List<Post> = emptyList()\n}\n",
    ])
    #expect(Self.file(claims, "PostHolder.kt")?.screen == "Feed")
    // Post is named by the shared repository too: the app's.
    #expect(Self.file(claims, "Post.kt")?.screen == nil)
  }

  @Test func showGroupingSaysWhatDecidedEachRole() {
    let claims = Self.claims([
      "App/Login/LoginScreen.swift": "final class LoginScreen: UIViewController {\n  let a = 1\n}\n",
      "App/Login/LoginViewModel.swift": "final class LoginViewModel {\n  let a = 1\n}\n",
    ])
    #expect(Self.file(claims, "LoginScreen.swift")?.roleReason?.contains("UIViewController") == true)
    #expect(Self.file(claims, "LoginScreen.swift")?.role == "view controller")
    #expect(Self.file(claims, "LoginViewModel.swift")?.roleReason == "name rule *ViewModel.*")
  }
}
