import Foundation
import Testing

@testable import ArchCodebase

/// Layouts found on a second round of public apps, counted by hand by
/// someone who had not tuned the rules (issue 33). Each tree is our own.
@Suite struct RealAppLayoutRoundTwoTests {
  static func claims(_ files: [String: String]) throws -> CodebaseClaims {
    try GroupingEdgeCaseTests.claims(files)
  }

  static func code(_ n: Int) -> String { GroupingEdgeCaseTests.code(n) }

  static func screen(_ claims: CodebaseClaims, _ name: String) -> AppScreen? {
    claims.grouping.screens.first { $0.name == name }
  }

  static func screenOf(_ claims: CodebaseClaims, _ suffix: String) -> String? {
    claims.grouping.files.first { $0.path.hasSuffix(suffix) }?.screen
  }

  @Test(arguments: [
    ("LoginMVPPresenter.kt", "contract"), ("LoginMVPView.kt", "contract"), ("EditAccountModuleInput.swift", "contract"),
    ("EditAccountInteractorInput.swift", "interactor"), ("EditAccountInteractorOutput.swift", "interactor"),
    ("EditAccountRouterInput.swift", "router"), ("LoginFragmentProvider.kt", "wiring"),
    ("rate/interactor/QuestionCardData.kt", "interactor"), ("Core/UseCases/AddBook.swift", "use case"),
    ("Core/Gateways/BooksGateway.swift", "model"), ("App/Entity/Account.swift", "model"),
    ("Services/DataServiceProtocol.swift", "model"),
  ])
  func readsTheRolesOfVIPERAndCleanArchitectureNames(path: String, role: String) {
    #expect(RoleRules.mobilePreset.role(forPath: "App/\(path)").rawValue == role)
  }

  @Test func aScreenFolderWithOneChildScreensFolderKeepsItsOwnHelpers() throws {
    let main = "app/src/main/java/x/ui/main"
    let claims = try Self.claims([
      "\(main)/MainActivity.kt": Self.code(10),
      "\(main)/MainViewModel.kt": Self.code(10),
      "\(main)/QuestionCard.kt": Self.code(10),
      "\(main)/rating/RateUsDialog.kt": Self.code(10),
      "\(main)/rating/RateUsViewModel.kt": Self.code(10),
    ])
    // NB: make packageRoots take a folder with one child screen's to see QuestionCard shared.
    #expect(Self.screenOf(claims, "QuestionCard.kt") == "Main")
  }

  @Test func aPrefixedViewBesideItsScreensViewsJoinsThoughItsViewModelIsElsewhere() throws {
    let root = "app/src/main/java/x"
    let claims = try Self.claims([
      "\(root)/compose/plantlist/PlantListScreen.kt": Self.code(10),
      "\(root)/compose/plantlist/PlantListItemView.kt": Self.code(6),
      "\(root)/viewmodels/PlantListViewModel.kt": Self.code(10),
      "\(root)/viewmodels/GalleryViewModel.kt": Self.code(10),
      "\(root)/compose/gallery/GalleryScreen.kt": Self.code(10),
    ])
    #expect(Self.screenOf(claims, "PlantListItemView.kt") == "PlantList")
  }

  @Test func aModelFileCarryingAScreensPrefixInAFolderOfTwoScreensIsThatScreens() throws {
    let about = "Scenarios/About"
    let claims = try Self.claims([
      "\(about)/ViewControllers/AboutViewController.swift": Self.code(10),
      "\(about)/ViewModels/AboutViewModel.swift": Self.code(10),
      "\(about)/ViewControllers/LibrariesViewController.swift": Self.code(10),
      "\(about)/ViewModels/LibrariesViewModel.swift": Self.code(10),
      "\(about)/Model/AboutMenuItem.swift": Self.code(4),
    ])
    #expect(Self.screen(claims, "About")?.lines.model == 4)
  }

  @Test func aLayerFileNamedLikeAScreenInAFolderOfManyScreensStaysTheApps() throws {
    let root = "app/src/main/java/x"
    let claims = try Self.claims([
      "\(root)/viewmodels/PlantAndGardenPlantingsViewModel.kt": Self.code(10),
      "\(root)/viewmodels/GalleryViewModel.kt": Self.code(10),
      "\(root)/data/PlantAndGardenPlantings.kt": Self.code(10),
      "\(root)/compose/gallery/GalleryScreen.kt": Self.code(10),
    ])
    #expect(Self.screenOf(claims, "data/PlantAndGardenPlantings.kt") == nil)
  }

  @Test func aDesignSystemViewIsTheAppsWhicheverScreenNamesIt() throws {
    let claims = try Self.claims([
      "app/src/main/kotlin/x/MainActivity.kt":
        "class MainActivity : ComponentActivity() {\n  val c = NiaColor.Purple\n}\n",
      "app/src/main/kotlin/x/MainActivityViewModel.kt": Self.code(5),
      "core/designsystem/src/main/kotlin/x/theme/NiaColorView.kt": Self.code(8),
    ])
    #expect(Self.screenOf(claims, "NiaColorView.kt") == nil)
  }

  @Test func aViewPlacedByTheTypesItsScreenNamesIsPlacedSoInTheOtherArchitecture() throws {
    let claims = try Self.claims([
      "mvp/ui/main/MainActivity.java": "class MainActivity extends Activity {\n  RoundedImageView avatar;\n}\n",
      "mvp/ui/main/MainPresenter.java": Self.code(10),
      "mvp/ui/custom/RoundedImageView.java": Self.code(20),
      "mvvm/ui/main/MainActivity.java": Self.code(5),
      "mvvm/ui/main/MainViewModel.java": Self.code(8),
      "mvvm/ui/custom/RoundedImageView.java": Self.code(20),
    ])
    #expect(Self.screenOf(claims, "mvp/ui/custom/RoundedImageView.java") == "mvp/Main")
    // NB: drop the second attachNamesakes in ScreenGrouping.init to see the MVVM side keep it shared.
    #expect(Self.screenOf(claims, "mvvm/ui/custom/RoundedImageView.java") == "mvvm/Main")
  }
}
