import Foundation
import Testing

@testable import ArchCodebase

/// Layouts where `archlab claims` with no flags disagreed with a careful
/// count by hand on real apps (issue 33). Each tree is our own, a few
/// files that reproduce what the real app does.
@Suite struct RealAppLayoutTests {
  static func claims(
    _ files: [String: String], sharedModel: SharedModelAttribution = .none, baseline: String? = nil
  ) throws -> CodebaseClaims {
    try GroupingEdgeCaseTests.claims(files, sharedModel: sharedModel, baseline: baseline)
  }

  static func code(_ n: Int) -> String { GroupingEdgeCaseTests.code(n) }

  static func screen(_ claims: CodebaseClaims, _ name: String) -> AppScreen? {
    claims.grouping.screens.first { $0.name == name }
  }

  // MARK: Shares over the article's three parts

  @Test func sharesAreOfLogicViewAndModelWithWiringAndOtherBeside() throws {
    let claims = try Self.claims([
      "App/Login/LoginViewController.swift": Self.code(10),
      "App/Login/LoginPresenter.swift": Self.code(10),
      "App/Login/LoginRouter.swift": Self.code(30),
      "App/Login/LoginConfigurator.swift": Self.code(20),
    ])
    let login = try #require(Self.screen(claims, "Login"))
    #expect(login.lines.wiring == 50)
    // NB: put lines.wiring back into AppScreen.total to see the presenter read 10 / 70 = 14 %.
    #expect(login.total == 20)
    #expect(claims.claims[0].distribution?.median == 0.5)
    #expect(claims.claims[0].method.contains("wiring"))
  }

  @Test func theSharedModelIsAnAppWideFigureNotCopiedOntoEveryScreen() throws {
    let files = [
      "App/Login/LoginViewController.swift": Self.code(10),
      "App/Login/LoginPresenter.swift": Self.code(10),
      "App/Feed/FeedViewController.swift": Self.code(10),
      "App/Feed/FeedPresenter.swift": Self.code(10),
      "App/Feed/FeedModel.swift": Self.code(5),
      "App/Models/User.swift": Self.code(20),
    ]
    let claims = try Self.claims(files)
    #expect(claims.sharedModel == .none)
    #expect(claims.grouping.screens.map(\.sharedModel) == [0, 0])
    let model = claims.claims[2]
    // Feed's own model 5 / 25, Login's 0 / 20: the per-screen figures are the screens' own.
    #expect(model.distribution?.maximum == 0.2)
    #expect(model.measured.contains("shared model 20 code lines"))
    let split = try Self.claims(files, sharedModel: .split)
    #expect(split.claims[2].reason?.contains("--shared-model split") == true)
  }

  @Test func theDefaultSharedModelIsNoneInTheLibraryAndTheCommand() {
    #expect(SharedModelAttribution.default == .none)
  }

  // MARK: Screens are screens

  @Test func dataControllersBaseClassesAndCapabilityProtocolsAreNoScreens() throws {
    let claims = try Self.claims([
      "App/Data/NotesDataController.swift": Self.code(8),
      "App/Data/NotesFetchedResultsController.swift": Self.code(8),
      "App/Base/BaseListViewController.swift": Self.code(8),
      "App/Common/BaseFragment.kt": Self.code(8),
      "App/Utilities/Protocols/Backable.swift": Self.code(4),
      "App/Utilities/Protocols/Refreshing.swift": Self.code(4),
      "App/Utilities/UIAlertControllerExtensions.swift": Self.code(4),
      "App/Utilities/UITabBarController.swift": Self.code(4),
      "App/Notes/NotesViewController.swift": Self.code(10),
      "App/Notes/NotesPresenter.swift": Self.code(10),
    ])
    // NB: drop nonScreenStem's checks in ScreenGrouping to see Backable, BaseList and NotesData become screens.
    #expect(claims.grouping.screens.map(\.name) == ["Notes"])
    let data = try #require(claims.grouping.files.first { $0.path.hasSuffix("NotesDataController.swift") })
    #expect(data.part == .model)
  }

  @Test func debugSourceSetsAndLicenceTemplatesAreLeftOut() throws {
    let claims = try Self.claims([
      "app/src/main/java/com/x/home/HomeActivity.kt": Self.code(10),
      "app/src/main/java/com/x/home/HomeViewModel.kt": Self.code(10),
      "app/src/debug/java/com/x/HiltTestActivity.kt": Self.code(6),
      "app/src/debug/java/com/x/DebugMenuActivity.kt": Self.code(6),
      "spotless/copyright.kt": Self.code(3),
      "build-tools/copyright.kts": Self.code(3),
    ])
    #expect(claims.grouping.screens.map(\.name) == ["Home"])
    #expect(claims.count.excluded.map(\.reason).contains(.debugBuilds))
    #expect(claims.count.excluded.first { $0.reason == .templates }?.files == 2)
  }

  @Test func aCellPresenterOrItemViewModelBelongsToItsListsScreen() throws {
    let claims = try Self.claims([
      "App/Repos/ReposViewController.swift": Self.code(10),
      "App/Repos/ReposPresenter.swift": Self.code(10),
      "App/Repos/RepoCellPresenter.swift": Self.code(4),
      "App/Repos/RepoCell.swift": Self.code(4),
      "feed/FeedFragment.kt": Self.code(10),
      "feed/FeedViewModel.kt": Self.code(10),
      "feed/FeedItemViewModel.kt": Self.code(3),
    ])
    #expect(claims.grouping.screens.map(\.name) == ["Feed", "Repos"])
    #expect(Self.screen(claims, "Repos")?.lines.logic == 14)
    #expect(Self.screen(claims, "Feed")?.lines.logic == 13)
  }

  @Test func aRootActivityDoesNotTakeThePackagesDataAndDIFolders() throws {
    let root = "app/src/main/java/com/x/app"
    let claims = try Self.claims([
      "\(root)/MainActivity.kt": Self.code(10),
      "\(root)/MainViewModel.kt": Self.code(10),
      "\(root)/data/UserRepository.kt": Self.code(30),
      "\(root)/data/User.kt": Self.code(30),
      "\(root)/di/AppModule.kt": Self.code(10),
      "\(root)/login/LoginActivity.kt": Self.code(10),
      "\(root)/login/LoginViewModel.kt": Self.code(10),
    ])
    let main = try #require(Self.screen(claims, "Main"))
    #expect((main.lines.model, main.lines.wiring) == (0, 0))
    #expect(claims.grouping.files.first { $0.path.hasSuffix("data/User.kt") }?.screen == nil)
  }

  // MARK: Patterns

  @Test func anInteractorBesideAPresenterAndViewIsMVPWithAUseCaseLayer() throws {
    let claims = try Self.claims([
      "tasks/TasksActivity.java": Self.code(10),
      "tasks/TasksPresenter.java": Self.code(10),
      "tasks/TasksContract.java": Self.code(4),
      "tasks/TasksInteractor.java": Self.code(6),
    ])
    let tasks = try #require(Self.screen(claims, "Tasks"))
    #expect(tasks.pattern == .mvp)
    #expect(claims.claims[0].verdict != .notMeasured)
  }

  @Test func viperAndVIPModulesAreJudgedByThePresenterClaimWithTheirPatternNamed() throws {
    let claims = try Self.claims([
      "Modules/Login/LoginViewController.swift": Self.code(10),
      "Modules/Login/LoginPresenter.swift": Self.code(10),
      "Modules/Login/LoginInteractor.swift": Self.code(5),
      "Modules/Login/LoginRouter.swift": Self.code(5),
      "Modules/Login/LoginEntity.swift": Self.code(2),
      "Scenes/Order/OrderViewController.swift": Self.code(10),
      "Scenes/Order/OrderPresenter.swift": Self.code(10),
      "Scenes/Order/OrderInteractor.swift": Self.code(5),
      "Scenes/Order/OrderRouter.swift": Self.code(5),
      "Scenes/Order/OrderModels.swift": Self.code(3),
      "Scenes/Order/OrderWorker.swift": Self.code(3),
    ])
    #expect(Self.screen(claims, "Login")?.pattern == .viper)
    #expect(Self.screen(claims, "Order")?.pattern == .vip)
    #expect(ScreenPattern.viper.isMVPFamily && ScreenPattern.vip.isMVPFamily)
    let presenter = claims.claims[0]
    #expect(presenter.distribution?.count == 2)
    #expect(presenter.measured.contains("VIPER") && presenter.measured.contains("VIP"))
  }

  // MARK: Grouping

  @Test func aFileCarryingTheScreensPrefixStaysWithItInAFolderOfTwoScreens() throws {
    let claims = try Self.claims([
      "App/Profile/ProfileViewController.swift": Self.code(10),
      "App/Profile/ProfileViewModel.swift": Self.code(10),
      "App/Profile/ProfileAvatarView.swift": Self.code(6),
      "App/Profile/ProfileViewModelType.swift": Self.code(2),
      "App/Profile/EditProfileViewController.swift": Self.code(10),
      "App/Profile/EditProfileViewModel.swift": Self.code(10),
    ])
    let profile = try #require(Self.screen(claims, "Profile"))
    #expect(profile.files.count == 4)
    let avatar = try #require(claims.grouping.files.first { $0.path.hasSuffix("ProfileAvatarView.swift") })
    #expect(avatar.reason == "prefix Profile in App/Profile")
  }

  // MARK: MVVM shorter than MVP

  @Test func aViewInASharedFolderGoesToTheOneScreenWhoseCodeNamesIt() throws {
    let claims = try Self.claims([
      "app/view/activity/UserListActivity.java":
        "class UserListActivity extends Activity {\n  UsersAdapter adapter;\n}\n",
      "app/presenter/UserListPresenter.java": Self.code(10),
      "app/view/activity/RepositoryActivity.java": Self.code(10),
      "app/presenter/RepositoryPresenter.java": Self.code(10),
      "app/view/adapter/UsersAdapter.java": Self.code(8),
      "app/view/adapter/RepositoryAdapter.java": Self.code(8),
      "app/view/MainActivity.java": "class MainActivity extends Activity {\n  RepositoryAdapter adapter;\n}\n",
      "app/presenter/MainPresenter.java": Self.code(5),
      "app/viewmodel/ItemRepoViewModel.java": Self.code(4),
    ].merging(["app/view/adapter/RepositoryAdapter.java": "class RepositoryAdapter {\n  ItemRepoViewModel i;\n}\n"]) {
      $1
    })
    // NB: skip attachByReference in ScreenGrouping to see UsersAdapter shared and RepositoryAdapter with Repository.
    #expect(Self.screen(claims, "UserList")?.files.contains("app/view/adapter/UsersAdapter.java") == true)
    #expect(Self.screen(claims, "Main")?.files.contains("app/view/adapter/RepositoryAdapter.java") == true)
    // An item's view model goes with the adapter that binds it.
    #expect(Self.screen(claims, "Main")?.files.contains("app/viewmodel/ItemRepoViewModel.java") == true)
  }

  @Test func pairsAreMadeWithinOneLanguageOnly() throws {
    let claims = try Self.claims([
      "mvp/login/LoginActivity.kt": Self.code(10),
      "mvp/login/LoginPresenter.kt": Self.code(10),
      "mvvm/login/LoginActivity.java": Self.code(10),
      "mvvm/login/LoginViewModel.java": Self.code(5),
    ])
    // NB: pair by name alone in CodebaseClaims.shorter to see a Java MVVM screen measured against Kotlin MVP.
    #expect(claims.claims[3].verdict == .notMeasured)
    #expect(claims.claims[3].method.contains("language"))
  }

  @Test func thePlainMVPFolderIsTheBaselineAndANameMayPickAnother() throws {
    let files = [
      "MVP/Login/LoginViewController.swift": Self.code(10),
      "MVP/Login/LoginPresenter.swift": Self.code(10),
      "VIPER/Login/LoginViewController.swift": Self.code(10),
      "VIPER/Login/LoginPresenter.swift": Self.code(20),
      "VIPER/Login/LoginInteractor.swift": Self.code(10),
      "VIPER/Login/LoginRouter.swift": Self.code(10),
      "MVVM/Login/LoginViewController.swift": Self.code(8),
      "MVVM/Login/LoginViewModel.swift": Self.code(7),
    ]
    let claims = try Self.claims(files)
    let shorter = claims.claims[3]
    // Logic + view: 1 − 15 / 20 against MVP; 1 − 15 / 30 against VIPER, named beside it (its router is wiring).
    #expect(shorter.distribution?.median == 0.25)
    #expect(shorter.measured.contains("than MVP"))
    #expect(shorter.method.contains("VIPER"))
    let viper = try Self.claims(files, baseline: "VIPER").claims[3]
    #expect(viper.distribution?.median == 0.5)
    #expect(viper.measured.contains("than VIPER"))
  }

  @Test func aHelperInAScreensFolderInOneArchitectureAndSharedInTheOtherCountsInBoth() throws {
    let claims = try Self.claims([
      "mvp/login/LoginActivity.kt": Self.code(10),
      "mvp/login/LoginPresenter.kt": Self.code(10),
      "mvp/login/EmailFieldView.kt": Self.code(6),
      "mvvm/login/LoginActivity.kt": Self.code(8),
      "mvvm/login/LoginViewModel.kt": Self.code(7),
      "mvvm/util/EmailFieldView.kt": Self.code(6),
    ])
    #expect(Self.screen(claims, "mvvm/Login")?.files.contains("mvvm/util/EmailFieldView.kt") == true)
    // 1 − (8 + 7 + 6) / (10 + 10 + 6)
    #expect(claims.claims[3].distribution?.median == 1 - 21.0 / 26)
  }

  // MARK: Found on the second round of real apps

  @Test func aFeatureFolderNamedMainIsAScreenFolderNotASourceSet() throws {
    let claims = try Self.claims([
      "app/src/main/java/x/main/MainActivity.java": Self.code(10),
      "app/src/main/java/x/main/MainPresenter.java": Self.code(10),
      "app/src/main/java/x/main/FindItemsInteractor.java": Self.code(5),
      "app/src/main/java/x/login/LoginActivity.java": Self.code(10),
      "app/src/main/java/x/login/LoginPresenter.java": Self.code(10),
      "app/src/main/java/x/Extensions.java": Self.code(5),
      "app/src/main/java/x/data/DataManager.java": Self.code(30),
    ])
    let main = try #require(Self.screen(claims, "Main"))
    #expect(main.lines.model == 5)
    #expect(claims.grouping.files.first { $0.path.hasSuffix("x/Extensions.java") }?.screen == nil)
    #expect(claims.grouping.files.first { $0.path.hasSuffix("DataManager.java") }?.screen == nil)
  }

  @Test func stubsDaggerScopesAndBaseControllersInSharedFoldersAreNoScreens() throws {
    let claims = try Self.claims([
      "Stub/ReposViewController.swift": "import Foundation\n",
      "Stub/ReposViewModel.swift": "// all of it commented out\n",
      "injection/PerActivity.java": Self.code(3),
      "Core additions/UI/LoadableViewController.swift": Self.code(20),
      "App/Posts/PostsViewController.swift": Self.code(10),
      "App/Posts/PostsPresenter.swift": Self.code(10),
    ])
    #expect(claims.grouping.screens.map(\.name) == ["Posts"])
  }

  @Test func aRootScreenTakesNothingOfItsPackageByFolderAlone() throws {
    let root = "app/src/main/java/x/todo"
    let claims = try Self.claims([
      "\(root)/TodoActivity.kt": Self.code(10),
      "\(root)/NavGraph.kt": Self.code(20),
      "\(root)/tasks/TasksScreen.kt": Self.code(10),
      "\(root)/tasks/TasksViewModel.kt": Self.code(10),
      "\(root)/statistics/StatisticsScreen.kt": Self.code(10),
      "\(root)/statistics/StatisticsViewModel.kt": Self.code(10),
    ])
    #expect(Self.screen(claims, "Todo")?.files.count == 1)
  }

  @Test func aChildTableControllerAndItsCellsCarryingTheScreensPrefixStayWithIt() throws {
    let screen = "Presentation/MoviesList"
    let claims = try Self.claims([
      "\(screen)/ViewModel/MoviesListViewModel.swift": Self.code(20),
      "\(screen)/ViewModel/MoviesListItemViewModel.swift": Self.code(5),
      "\(screen)/View/MoviesListViewController.swift": Self.code(20),
      "\(screen)/View/MoviesListTableView/MoviesListTableViewController.swift": Self.code(10),
      "\(screen)/View/MoviesListTableView/Cells/MoviesListItemCell.swift": Self.code(10),
      "Presentation/Queries/ViewModel/MoviesQueryListViewModel.swift": Self.code(10),
      "Presentation/Queries/View/UIKit/MoviesQueriesTableViewController.swift": Self.code(10),
      "archi/viewmodel/ItemRepoViewModel.java": Self.code(5),
      "archi/viewmodel/MainViewModel.java": Self.code(5),
      "archi/view/MainActivity.java": Self.code(5),
    ])
    #expect(claims.grouping.screens.map(\.name) == ["Main", "MoviesList", "Queries"])
    #expect(Self.screen(claims, "MoviesList")?.lines.view == 40)
  }

  @Test func aRepositoryInTheAppsLayerFolderIsNotPulledIntoAScreenByItsName() throws {
    let root = "app/src/main/java/x"
    let claims = try Self.claims([
      "\(root)/ui/repo/RepoFragment.kt": Self.code(10),
      "\(root)/ui/repo/RepoViewModel.kt": Self.code(10),
      "\(root)/repository/RepoRepository.kt": Self.code(30),
      "\(root)/ui/user/UserFragment.kt": Self.code(10),
      "\(root)/ui/user/UserViewModel.kt": Self.code(10),
    ])
    #expect(Self.screen(claims, "Repo")?.lines.model == 0)
  }

  @Test func theArchitectureFolderNamesThePatternOfItsScreens() throws {
    let claims = try Self.claims([
      "mvp/Repos/ReposViewModel.swift": Self.code(10),
      "mvp/Repos/ReposViewController.swift": Self.code(10),
      "mvvm/Repos/ReposViewModel.swift": Self.code(8),
      "mvvm/Repos/ReposViewController.swift": Self.code(8),
    ])
    #expect(Self.screen(claims, "mvp/Repos")?.pattern == .mvp)
    #expect(Self.screen(claims, "mvvm/Repos")?.pattern == .mvvm)
    #expect(claims.claims[0].distribution?.count == 1)
  }

  @Test func anMVPViewProtocolByAnyCommonNameIsTheContract() {
    for name in [
      "PostsViewIO", "PostsViewInput", "PostsViewOutput", "PostsViewInterface", "PostsMvpView", "PostsMvpPresenter",
      "PostsPresenterInterface",
    ] {
      #expect(RoleRules.mobilePreset.role(forPath: "Posts/\(name).swift") == .contract)
    }
    #expect(RoleRules.mobilePreset.role(forPath: "Posts/Router/PostsRoute.swift") == "router")
  }

  @Test func theDataLayerByItsUsualNamesIsModel() {
    for path in [
      "Data/PersistentStorages/MoviesStorage.swift", "Infrastructure/Network/Endpoint.swift",
      "Domain/Entities/Movie.swift", "Data/Network/APIEndpoints.swift",
    ] {
      #expect(RoleRules.mobilePreset.part(of: RoleRules.mobilePreset.role(forPath: path)) == .model)
    }
  }

  // MARK: What a claims run says

  @Test func oneLineIsOneLine() {
    #expect(
      SharedModelAttribution.none.explanation(files: 1, code: 1)
        == "shared model (1 code line in 1 file) reported app-wide, in no screen's share")
  }

  @Test func anMVPScreenWithNoViewCodeIsNotAlsoNoMVPScreen() throws {
    let claims = try Self.claims([
      // Its view is an XML layout: no view code here.
      "app/login/LoginPresenter.kt": Self.code(10),
      "app/login/LoginInteractor.kt": Self.code(3),
    ])
    let presenter = claims.claims[0]
    #expect(presenter.verdict == .notMeasured)
    // NB: drop CodebaseClaims.notApplicable's count of present screens to see "no MVP-family screens" beside "1 MVP".
    #expect(!presenter.measured.contains("no MVP"))
    #expect(presenter.measured.contains("the 1 MVP-family screen has no view code"))
  }

  @Test func viewModelsInOneFolderAndComposeScreensInFeatureFoldersAreScreensEach() throws {
    let root = "app/src/main/java/x/sunflower"
    let claims = try Self.claims([
      "\(root)/GardenActivity.kt": Self.code(10),
      "\(root)/viewmodels/GalleryViewModel.kt": Self.code(10),
      "\(root)/viewmodels/PlantListViewModel.kt": Self.code(10),
      "\(root)/viewmodels/PlantDetailViewModel.kt": Self.code(10),
      "\(root)/viewmodels/GardenPlantingListViewModel.kt": Self.code(10),
      "\(root)/compose/gallery/GalleryScreen.kt": Self.code(20),
      "\(root)/compose/plantlist/PlantListScreen.kt": Self.code(20),
      "\(root)/compose/plantdetail/PlantDetailScreen.kt": Self.code(20),
      "\(root)/compose/garden/GardenScreen.kt": "fun GardenScreen(model: GardenPlantingListViewModel) {}\nval x = 1\n",
      "\(root)/data/GardenPlantingRepository.kt": Self.code(10),
    ])
    // NB: drop fewNames from the folder fallback to see the whole app read as one screen named sunflower.
    #expect(claims.grouping.screens.map(\.name) == ["Gallery", "Garden", "PlantDetail", "PlantList"])
    let garden = try #require(Self.screen(claims, "Garden"))
    #expect(garden.pattern == .mvvm)
    #expect(garden.lines.model == 0)
  }
}
