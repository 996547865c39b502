import Testing

@testable import ArchCodebase

/// Edge cases a review of the declaration index found (issue 45): each
/// failed, or gave a wrong role or screen, before its fix.
@Suite struct DeclarationEdgeCaseTests {
  @Test func aStrayBacktickNamesNothingAndKeepsTheLineCount() {
    // NB: emit a word for an unclosed backtick to see `class` read with an empty name (it trapped).
    let file = SourceDeclarations("fun `\nclass `\nclass Foo {\n}\n", language: .kotlin)
    #expect(file.types.map(\.name) == ["Foo"])
    #expect(file.types.first?.lines == 3...4)
  }

  @Test func aClassLiteralAtALinesEndDeclaresNoType() {
    let file = SourceDeclarations(
      "val k = Foo::class\n@Composable\nfun LoginScreen() {\n}\nval c = Bar.class\n", language: .kotlin)
    #expect(file.types.isEmpty)
    #expect(file.functions.map(\.name) == ["LoginScreen"])
    #expect(SourceDeclarations("guard let object else { return }\n", language: .swift).types.isEmpty)
  }

  @Test func aControllerWhoseSuperclassIsNSObjectIsNoScreen() {
    let claims = DeclaredRolesTests.claims([
      "App/Location/LocationController.swift":
        "final class LocationController: NSObject, CLLocationManagerDelegate {\n  var last = 0\n}\n"
    ])
    #expect(DeclaredRolesTests.file(claims, "LocationController.swift")?.role == .other)
    #expect(claims.grouping.screens.isEmpty)
  }

  @Test func aPresenterThatIsATablesDataSourceStaysThePresenter() {
    let claims = DeclaredRolesTests.claims([
      "App/Feed/FeedPresenter.swift":
        "final class FeedPresenter: NSObject, UITableViewDataSource {\n  weak var view: FeedView?\n}\n",
      "App/Feed/FeedView.swift": "protocol FeedView: AnyObject {\n  func reload()\n}\n",
      "App/Feed/FeedViewController.swift":
        "final class FeedViewController: UIViewController, FeedView {\n  func reload() {}\n}\n",
    ])
    #expect(DeclaredRolesTests.file(claims, "FeedPresenter.swift")?.role == .presenter)
    #expect(claims.grouping.screens.first?.pattern == .mvp)
  }

  @Test func aComposeFileWithAHelperTypeIsStillTheScreensView() {
    let claims = DeclaredRolesTests.claims([
      "app/settings/Settings.kt":
        "private enum class Tab { A, B }\n@Composable\nfun SettingsScreen(viewModel: SettingsViewModel) {\n}\n",
      "app/settings/SettingsViewModel.kt": "class SettingsViewModel : ViewModel() {\n  val a = 1\n}\n",
    ])
    #expect(DeclaredRolesTests.file(claims, "Settings.kt")?.role == .view)
  }

  @Test func anMVCScreenImplementingAnotherScreensDelegateStaysAScreen() {
    let claims = DeclaredRolesTests.claims([
      "App/Home/HomeViewController.swift":
        "final class HomeViewController: UIViewController, FilterDelegate {\n  func didFilter() {}\n}\n",
      "App/Filter/FilterViewModel.swift":
        "protocol FilterDelegate: AnyObject {\n  func didFilter()\n}\n"
        + "final class FilterViewModel {\n  weak var d: FilterDelegate?\n}\n",
      "App/Filter/FilterViewController.swift":
        "final class FilterViewController: UIViewController {\n  let model = FilterViewModel()\n}\n",
    ])
    // NB: let mergeViewsByContract take any protocol a screen declares to see Home merged into Filter.
    #expect(claims.grouping.screens.map(\.name) == ["Filter", "Home"])
  }

  @Test func aSwiftMVVMViewModelStructWithNoPresenterBesideItStaysAViewModel() {
    let claims = DeclaredRolesTests.claims([
      "App/Login/LoginViewModel.swift": "struct LoginViewModel {\n  func transform(_ input: Int) -> Int { input }\n}\n",
      "App/Login/LoginViewController.swift":
        "final class LoginViewController: UIViewController {\n  let model = LoginViewModel()\n}\n",
    ])
    #expect(DeclaredRolesTests.file(claims, "LoginViewModel.swift")?.role == .viewModel)
    #expect(claims.grouping.screens.first?.pattern == .mvvm)
  }
}
