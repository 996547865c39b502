import Testing

@testable import ArchCodebase

/// What a count by hand of seventeen public apps ArchLab had not met found
/// (issue 45, docs/Claims.md): each layout again on a tree of our own.
@Suite struct HandCountFindingsTests {
  /// A VIPER module in the folders of the original VIPER sample.
  static let viperModule: [String: String] = [
    "App/Modules/Add/User Interface/View/AddViewController.swift":
      "final class AddViewController: UIViewController, AddViewInterface {\n"
      + "  var eventHandler: AddModuleInterface?\n}\n",
    "App/Modules/Add/User Interface/View/AddViewInterface.swift": "protocol AddViewInterface {\n  func show()\n}\n",
    "App/Modules/Add/Module Interface/AddModuleInterface.swift": "protocol AddModuleInterface {\n  func save()\n}\n",
    "App/Modules/Add/User Interface/Presenter/AddPresenter.swift":
      "final class AddPresenter: AddModuleInterface {\n  var view: AddViewInterface?\n  func save() {}\n}\n",
    "App/Modules/Add/User Interface/Presenter/AddDisplayData.swift": "struct AddDisplayData {\n"
    + "  let title: String\n}\n",
    "App/Modules/Add/Application Logic/Interactor/AddInteractor.swift":
      "final class AddInteractor {\n  let manager = AddDataManager()\n}\n",
    "App/Modules/Add/User Interface/Transition/AddTransition.swift":
      "final class AddTransition: NSObject, UIViewControllerAnimatedTransitioning {\n  let d = 0.3\n}\n",
    "App/Modules/Add/User Interface/Wireframe/AddWireframe.swift":
      "final class AddWireframe {\n  let transition = AddTransition()\n}\n",
  ]

  @Test func aModulesLayerFoldersNamedInWordsStayInItsScreen() {
    var files = Self.viperModule
    files["App/Modules/Add/User Interface/Presenter/AddPresenter.swift"] =
      "final class AddPresenter: AddModuleInterface {\n"
      + "  var view: AddViewInterface?\n  let data = AddDisplayData()\n}\n"
    let claims = DeclaredRolesTests.claims(files)
    // NB: drop layerWords from ScreenNaming.isRoleFolder to see AddInteractor shared.
    #expect(DeclaredRolesTests.file(claims, "AddInteractor.swift")?.screen == "Add")
    #expect(DeclaredRolesTests.file(claims, "AddModuleInterface.swift")?.role == .contract)
    #expect(DeclaredRolesTests.file(claims, "AddDisplayData.swift")?.role == "view state")
    #expect(DeclaredRolesTests.file(claims, "AddTransition.swift")?.role == .view)
    #expect(DeclaredRolesTests.file(claims, "AddTransition.swift")?.screen == "Add")
  }

  @Test func aCleanSwiftScenesDisplayModelsAreLogicAndItsRequestsModel() {
    let claims = DeclaredRolesTests.claims([
      "Scenes/ListOrders/ListOrdersViewController.swift":
        "final class ListOrdersViewController: UIViewController, ListOrdersDisplayLogic {\n  let a = 1\n}\n",
      "Scenes/ListOrders/ListOrdersInteractor.swift": "final class ListOrdersInteractor {\n  let a = 1\n}\n",
      "Scenes/ListOrders/ListOrdersPresenter.swift":
        "final class ListOrdersPresenter {\n  weak var viewController: ListOrdersDisplayLogic?\n}\n",
      "Scenes/ListOrders/ListOrdersModels.swift": """
        enum ListOrders {
          enum Fetch {
            struct Request {}
            struct ViewModel {
              let orders: [String]
            }
          }
        }
        """,
    ])
    let scene = claims.grouping.screens.first
    #expect(scene?.pattern == .vip)
    // The Models file: 3 of its 8 lines are the display model's (logic, beside the presenter's 3); the other 5
    // are the scene's model, beside the interactor's 3.
    // NB: drop the Models split in DeclaredRoles.splitLines to see logic 3, model 11.
    #expect((scene?.lines.logic, scene?.lines.model) == (3 + 3, 3 + 5))
  }

  @Test func aViewStateOnlyTheViewNamesIsTheViews() {
    let claims = DeclaredRolesTests.claims([
      "login/LoginViewState.java": "public class LoginViewState implements ViewState<LoginView> {\n  int state;\n}\n",
      "login/LoginView.java": "public interface LoginView {\n  void showForm();\n}\n",
      "login/LoginFragment.java":
        "public class LoginFragment extends Fragment implements LoginView {\n  LoginViewState vs;\n}\n",
      "login/LoginPresenter.java": "public class LoginPresenter {\n  LoginView view;\n}\n",
    ])
    #expect(DeclaredRolesTests.file(claims, "LoginViewState.java")?.role == .view)
  }

  @Test func anObservableModelBesideItsSwiftUIViewIsItsViewModel() {
    let claims = DeclaredRolesTests.claims([
      "App/Counter/CounterModel.swift": "final class CounterModel: ObservableObject {\n  @Published var n = 0\n}\n",
      "App/Counter/CounterView.swift": "struct CounterView: View {\n  @ObservedObject var model: CounterModel\n}\n",
      "App/Shared/SessionModel.swift": "final class SessionModel: ObservableObject {\n"
      + "  @Published var user = \"\"\n}\n",
    ])
    #expect(DeclaredRolesTests.file(claims, "CounterModel.swift")?.role == .viewModel)
    #expect(DeclaredRolesTests.file(claims, "SessionModel.swift")?.role == .model)
    #expect(claims.grouping.screens.first?.pattern == .mvvm)
  }

  @Test func anMVIKotlinStoreIsTheScreensReducer() {
    let claims = DeclaredRolesTests.claims([
      "todo/list/TodoListStore.kt": "internal interface TodoListStore : Store<Intent, State, Nothing> {\n"
      + "  val a: Int\n}\n",
      "todo/list/TodoListController.kt": "class TodoListController : Controller() {\n  val store: TodoListStore\n}\n",
    ])
    #expect(DeclaredRolesTests.file(claims, "TodoListStore.kt")?.role == .reducer)
    #expect(claims.grouping.screens.first?.pattern == .mvi)
  }

  @Test func aViewModelThatIsAllConstructorIsTheValuesAViewShows() {
    let claims = DeclaredRolesTests.claims([
      "ui/model/BufferooViewModel.kt": "class BufferooViewModel(val name: String, val title: String)\n",
      "ui/browse/BrowseActivity.kt": "class BrowseActivity : AppCompatActivity(), BrowseView {\n  val a = 1\n}\n",
      "ui/browse/BrowseView.kt": "interface BrowseView {\n  fun show(items: List<BufferooViewModel>)\n}\n",
    ])
    #expect(DeclaredRolesTests.file(claims, "BufferooViewModel.kt")?.role == "view state")
    #expect(claims.grouping.screens.map(\.name) == ["Browse"])
  }

  @Test func aViewInterfaceNestedInItsPresenterIsTheContract() {
    let claims = DeclaredRolesTests.claims([
      "artists/ArtistsPresenter.java": """
        public class ArtistsPresenter implements BasePresenter {
          private View view;
          public void load() {}
          public interface View {
            void show();
          }
        }
        """,
      "artists/ArtistsFragment.java":
        "public class ArtistsFragment extends Fragment implements ArtistsPresenter.View {\n"
        + "  public void show() {}\n}\n",
      "presenters/BasePresenter.java": "public interface BasePresenter {\n  void start();\n}\n",
    ])
    // NB: look at top-level protocols only in DeclaredRoles.splitLines to see no contract lines.
    #expect(DeclaredRolesTests.file(claims, "ArtistsPresenter.java")?.contractCode == 3)
    #expect(DeclaredRolesTests.file(claims, "BasePresenter.java")?.screen == nil)
  }

  @Test func aVIPERProtocolsFilesProtocolsGoWithTheirImplementers() {
    let claims = DeclaredRolesTests.claims([
      "Scenes/Login/LoginProtocols.swift": """
        protocol LoginViewProtocol: AnyObject {
          func show()
        }
        protocol LoginInteractorInput {
          func fetch()
        }
        protocol LoginRouterProtocol {
          func close()
        }
        """,
      "Scenes/Login/LoginViewController.swift":
        "final class LoginViewController: UIViewController, LoginViewProtocol {\n  func show() {}\n}\n",
      "Scenes/Login/LoginPresenter.swift":
        "final class LoginPresenter {\n  weak var view: LoginViewProtocol?\n"
        + "  var interactor: LoginInteractorInput?\n}\n",
      "Scenes/Login/LoginInteractor.swift":
        "final class LoginInteractor: LoginInteractorInput {\n  func fetch() {}\n}\n",
      "Scenes/Login/LoginRouter.swift": "final class LoginRouter: LoginRouterProtocol {\n  func close() {}\n}\n",
    ])
    let login = claims.grouping.screens.first
    // NB: skip DeclaredRoles.contractSplit in ScreenGrouping to see all 9 protocol lines as view.
    #expect((login?.lines.view, login?.lines.model, login?.lines.wiring) == (3 + 3, 3 + 3, 3 + 3))
  }

  @Test func thePresentersProtocolThatTheViewCallsStaysTheContract() {
    let claims = DeclaredRolesTests.claims([
      "Feed/MVP/FeedContract.swift": """
        protocol FeedContract: AnyObject {
          func show(items: Int)
        }
        protocol FeedPresenting: AnyObject {
          func loadMore()
          func refresh()
        }
        protocol FeedOutput: AnyObject {
          func feedDidClose()
        }
        """,
      "Feed/MVP/FeedView.swift":
        "final class FeedView: FeedContract {\n  var presenter: FeedPresenting?\n"
        + "  func show(items: Int) {}\n}\n",
      "Feed/MVP/FeedPresenter.swift":
        "final class FeedPresenter: FeedPresenting {\n  weak var view: FeedContract?\n  weak var output: FeedOutput?\n"
        + "  func loadMore() {}\n  func refresh() {}\n}\n",
      "App/AppCoordinator.swift": "final class AppCoordinator: FeedOutput {\n  func feedDidClose() {}\n}\n",
    ])
    let feed = claims.grouping.screens.first { $0.name == "Feed" }
    // The view (4), its protocol (3) and the presenter's protocol the view calls (4) are view; the output the
    // coordinator implements is wiring (3).
    // NB: drop the "named by a view" check in DeclaredRoles.splitLines to see FeedPresenting's 4 lines as logic.
    #expect(feed?.lines.view == 4 + 3 + 4)
    #expect(feed?.lines.wiring == 3)
  }

  @Test func aFragmentNamedAfterItsHostActivityIsAScreenOfItsOwn() {
    let claims = DeclaredRolesTests.claims([
      "signin/SignInActivity.kt":
        "class SignInActivity : AppCompatActivity() {\n  val model: SignInActivityViewModel by viewModels()\n}\n",
      "signin/SignInActivityViewModel.kt": "class SignInActivityViewModel : ViewModel() {\n  val state = 1\n}\n",
      "signin/SignInLandingPageFragment.kt":
        "class SignInLandingPageFragment : Fragment() {\n  val a = 1\n  val b = 2\n}\n",
    ])
    // Claims.md makes the fragment the screen: one hosted by an activity whose name it extends is not the host's.
    // NB: merge every logic-less child cluster in ScreenGrouping.mergeChildControllers to see one screen here.
    #expect(claims.grouping.screens.map(\.name).sorted() == ["SignIn", "SignInLanding"])
    #expect(DeclaredRolesTests.file(claims, "SignInLandingPageFragment.kt")?.screen == "SignInLanding")
  }
}
