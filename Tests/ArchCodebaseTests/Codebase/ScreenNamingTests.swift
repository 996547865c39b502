import Testing

@testable import ArchCodebase

/// How file names and folders name screens.
@Suite struct ScreenNamingTests {
  @Test(arguments: [
    ("Scenes/Login/LoginViewController.swift", "Login"),
    ("Login/LoginPresenter+Validation.swift", "Login"),
    ("LoginContract.swift", "Login"),
    ("feature/login/LoginScreenViewModel.kt", "Login"),
    ("LoginUiState.kt", "Login"),
    ("OverviewViewModel.swift", "Overview"),
    ("ReviewView.swift", "Review"),
    ("UserListViewModel.swift", "UserList"),
    ("presenter/RepositoryPresenter.java", "Repository"),
    ("view/MainMvpView.java", "Main"),
  ])
  func aStemIsTheNameWithoutItsRoleSuffixesAndExtension(path: String, stem: String) {
    #expect(ScreenNaming.stem(ofPath: path) == stem)
  }

  @Test(arguments: [
    "ViewModel.swift", "Presenter.java", "BaseViewModel.kt", "MvpView.java", "View.swift", "model/Repository.java",
  ])
  func aBaseTypeNamedOnlyByARoleBelongsToNoScreen(path: String) {
    // NB: drop the check for a name that is a role suffix to see `ViewModel.swift` become a screen "View".
    #expect(ScreenNaming.stem(ofPath: path) == "")
  }

  @Test(arguments: [
    ("Scenes/Login/LoginViewController.swift", "Scenes/Login"),
    ("Scenes/Login/Views/LoginCell.swift", "Scenes/Login"),
    (
      "feature/login/src/main/java/com/example/login/ui/LoginFragment.kt",
      "feature/login/src/main/java/com/example/login"
    ),
    ("App/Views/Main.swift", ""),
  ])
  func aScreensFolderIsTheNearestFolderNotNamedForARole(path: String, folder: String) {
    #expect(ScreenNaming.screenFolder(ofPath: path) == folder)
  }

  @Test(arguments: [
    ("mvp/Login/LoginPresenter.swift", "mvp", "mvp"),
    ("todo-mvvm/tasks/TasksViewModel.kt", "todo-mvvm", "mvvm"),
    ("MVVMExample/App/LoginView.swift", "MVVMExample", "mvvm"),
    ("app_mvi/Login.kt", "app_mvi", "mvi"),
  ])
  func findsTheArchitectureAFolderIsNamedFor(path: String, folder: String, architecture: String) {
    let found = ScreenNaming.architectureFolder(ofPath: path)
    #expect(found?.folder == folder)
    #expect(found?.architecture == architecture)
  }

  @Test(arguments: ["Movies/Login.swift", "Improvements/A.swift", "mvpn/A.swift", "A.swift"])
  func aFolderWhoseWordsNameNoArchitectureIsNoArchitectureFolder(path: String) {
    #expect(ScreenNaming.architecture(ofPath: path) == nil)
  }

  @Test func detectsEachPatternFromTheRolesOfAScreensFiles() {
    #expect(ScreenPattern.detect(roles: [.presenter, .contract, "view controller"]).pattern == .mvp)
    #expect(ScreenPattern.detect(roles: [.viewModel, .view]).pattern == .mvvm)
    #expect(ScreenPattern.detect(roles: ["activity", "repository"]).pattern == .mvc)
    #expect(ScreenPattern.detect(roles: [.reducer, .effects, .contract, .view]).pattern == .mvi)
    let viper = ScreenPattern.detect(roles: [.presenter, "interactor", "router", "view controller"])
    #expect(viper.pattern == .viper)
    let vip = ScreenPattern.detect(roles: [.presenter, "interactor", "router"], names: ["OrderModels"])
    #expect(vip.pattern == .vip)
    #expect(ScreenPattern.detect(roles: [.presenter, .viewModel]).pattern == .other)
  }
}
