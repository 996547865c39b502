import Testing

@testable import ArchCodebase

/// Screens read from the types the code names, on layouts met when the
/// declaration index was first run on public apps (issue 45): each tree is
/// our own, written to reproduce what moved a median there.
@Suite struct DeclaredScreensTests {
  @Test func aProtocolOnlyViewModelsNameIsAHelperNotAScreen() {
    let claims = DeclaredRolesTests.claims([
      "App/Common/ViewModelType.swift": "protocol ViewModelType {\n  associatedtype Input\n}\n",
      "App/Repos/ReposViewModel.swift": "final class ReposViewModel: ViewModelType {\n  let a = 1\n}\n",
      "App/Repos/ReposViewController.swift":
        "final class ReposViewController: UIViewController {\n  let model = ReposViewModel()\n}\n",
    ])
    #expect(DeclaredRolesTests.file(claims, "ViewModelType.swift")?.role == "logic helper")
    // NB: let a logic helper anchor in ScreenGrouping.entry to see a "ViewModelType" screen.
    #expect(claims.grouping.screens.map(\.name) == ["Repos"])
  }

  @Test func aUseCaseInTheDomainLayerStaysTheAppsThoughOneScreenCallsIt() {
    let claims = DeclaredRolesTests.claims([
      "domain/interactor/GetUserList.java": "public class GetUserList extends UseCase {\n  int a;\n}\n",
      "presentation/presenter/UserListPresenter.java":
        "public class UserListPresenter {\n  private GetUserList getUserList;\n  private UserListView view;\n}\n",
      "presentation/view/UserListView.java": "public interface UserListView {\n  void show();\n}\n",
      "presentation/view/UserListFragment.java":
        "public class UserListFragment extends Fragment implements UserListView {\n  public void show() {}\n}\n",
    ])
    #expect(DeclaredRolesTests.file(claims, "GetUserList.java")?.screen == nil)
    #expect(claims.grouping.screens.first?.lines.model == 0)
  }

  @Test func aDialogImplementingAnotherScreensContractIsThatScreensView() {
    let claims = DeclaredRolesTests.claims([
      "ui/main/rating/RatingDialogMvpView.java": "public interface RatingDialogMvpView {\n  void dismiss();\n}\n",
      "ui/main/rating/RatingDialogPresenter.java":
        "public class RatingDialogPresenter<V extends RatingDialogMvpView> {\n  V view;\n  void submit() {}\n}\n",
      "ui/main/rating/RateUsDialog.java":
        "public class RateUsDialog extends DialogFragment implements RatingDialogMvpView {\n"
        + "  public void dismiss() {}\n}\n",
    ])
    // NB: skip ScreenGrouping.mergeViewsByContract to see RateUs made an MVC screen of its own.
    #expect(claims.grouping.screens.count == 1)
    #expect(claims.grouping.screens.first?.pattern == .mvp)
    #expect(DeclaredRolesTests.file(claims, "RateUsDialog.java")?.screen == claims.grouping.screens.first?.name)
  }

  @Test func aComposeNavHostNamingSeveralScreensIsTheAppsNavigation() {
    let root = "app/src/main/java/x"
    let claims = DeclaredRolesTests.claims([
      "\(root)/GardenActivity.kt": "class GardenActivity : ComponentActivity() {\n  fun f() { SunflowerApp() }\n}\n",
      "\(root)/compose/SunflowerApp.kt":
        "@Composable\nfun SunflowerApp() {\n  GardenScreen()\n  GalleryScreen()\n}\n",
      "\(root)/compose/garden/GardenScreen.kt":
        "@Composable\nfun GardenScreen(viewModel: GardenViewModel = hiltViewModel()) {\n  Text(\"\")\n}\n",
      "\(root)/compose/gallery/GalleryScreen.kt":
        "@Composable\nfun GalleryScreen(viewModel: GalleryViewModel = hiltViewModel()) {\n  Text(\"\")\n}\n",
      "\(root)/viewmodels/GardenViewModel.kt": "class GardenViewModel : ViewModel() {\n  val a = 1\n}\n",
      "\(root)/viewmodels/GalleryViewModel.kt": "class GalleryViewModel : ViewModel() {\n  val a = 1\n}\n",
    ])
    #expect(DeclaredRolesTests.file(claims, "SunflowerApp.kt")?.screen == nil)
    #expect(DeclaredRolesTests.file(claims, "SunflowerApp.kt")?.reason.contains("navigation") == true)
  }

  @Test func anExtensionOfUIKitsViewControllerIsSharedViewCode() {
    let claims = DeclaredRolesTests.claims([
      "App/Utils/UIViewControllerExtensions.swift":
        "extension UIViewController {\n  func showAlert() {}\n}\n",
      "App/Home/HomeViewController.swift": "final class HomeViewController: UIViewController {\n  let a = 1\n}\n",
    ])
    let extensions = DeclaredRolesTests.file(claims, "UIViewControllerExtensions.swift")
    #expect(extensions?.role == .view)
    #expect(extensions?.roleReason?.contains("platform") == true)
    #expect(claims.grouping.screens.map(\.name) == ["Home"])
  }
}
