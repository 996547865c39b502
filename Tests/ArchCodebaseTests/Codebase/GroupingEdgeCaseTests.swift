import ArchTestSupport
import Foundation
import Testing

@testable import ArchCodebase

/// Layouts that a first version grouped wrong, found by running
/// `archlab claims` on real apps and on small trees that mimic them.
@Suite struct GroupingEdgeCaseTests {
  /// Writes `files` (path → text) under a new temporary folder and judges it.
  static func claims(
    _ files: [String: String], mode: ScreenGroupingMode = .auto, sharedModel: SharedModelAttribution = .none,
    baseline: String? = nil
  ) throws -> CodebaseClaims {
    try TemporaryTree.with(files, prefix: "archlab-grouping") { root in
      let count = try LineCountReport(counting: [root], rules: .mobilePreset, exclusions: .standard)
      return CodebaseClaims(
        count: count, rules: .mobilePreset, grouping: mode, sharedModel: sharedModel, baseline: baseline,
        contents: { try? String(contentsOf: root.appendingPathComponent($0), encoding: .utf8) })
    }
  }

  /// `n` lines of code.
  static func code(_ n: Int) -> String { (0..<n).map { "let v\($0) = \($0)\n" }.joined() }

  static func screen(_ claims: CodebaseClaims, _ name: String) -> AppScreen? {
    claims.grouping.screens.first { $0.name == name }
  }

  @Test func twoAppsUnderOnePathKeepTheirSameNamedScreensApart() throws {
    let claims = try Self.claims([
      "Classic/App/Repos/ReposViewController.swift": Self.code(10),
      "Delegates/App/Repos/ReposViewController.swift": Self.code(8),
      "Delegates/App/Repos/ReposViewModel.swift": Self.code(3),
    ])
    // NB: key name stems by stem alone in ScreenGrouping to see the two Repos screens merge into one MVVM screen.
    #expect(claims.grouping.screens.count == 2)
    #expect(Set(claims.grouping.screens.map(\.pattern)) == [.mvc, .mvvm])
    #expect(Set(claims.grouping.screens.map(\.name)).count == 2)
  }

  @Test func aSharedModelOfTheSameNameAsAScreenStaysShared() throws {
    let claims = try Self.claims([
      "feature/topic/src/main/java/com/x/feature/topic/TopicScreen.kt": Self.code(10),
      "feature/topic/src/main/java/com/x/feature/topic/TopicViewModel.kt": Self.code(10),
      "core/model/src/main/java/com/x/core/model/Topic.kt": Self.code(5),
      "feature/topic/src/main/java/com/x/feature/topic/TopicRepository.kt": Self.code(3),
    ])
    let topic = try #require(Self.screen(claims, "Topic"))
    #expect(topic.lines.model == 3)  // its own repository, not core's Topic model
    #expect(claims.grouping.files.first { $0.path.hasSuffix("core/model/Topic.kt") }?.screen == nil)
  }

  @Test func aStemSharedAcrossRoleFoldersIsStillOneScreen() throws {
    let claims = try Self.claims([
      "App/ViewControllers/LoginViewController.swift": Self.code(10),
      "App/Presenters/LoginPresenter.swift": Self.code(10),
      "App/Views/Login/LoginView.swift": Self.code(4),
      "App/ViewModels/Login/LoginFormViewModel.swift": Self.code(1),
    ])
    let login = try #require(Self.screen(claims, "Login"))
    #expect(login.pattern == .mvp)
    #expect(login.files.count == 3)
  }

  @Test func anExtensionOfAFrameworkTypeAnchorsNoScreen() throws {
    let claims = try Self.claims([
      "App/Utils/UIViewController+Rx.swift": Self.code(6),
      "App/Utils/Throttle.swift": Self.code(6),
      "App/Login/LoginViewController.swift": Self.code(10),
    ])
    // NB: let extension files anchor screens to see a screen "UI" appear.
    #expect(claims.grouping.screens.map(\.name) == ["Login"])
  }

  @Test func aPresenterWithARouterIsMVPAndWithAnInteractorVIPER() {
    #expect(ScreenPattern.detect(roles: [.presenter, "router", "view controller", .contract]).pattern == .mvp)
    let viper = ScreenPattern.detect(roles: [.presenter, "interactor", "router"])
    #expect(viper.pattern == .viper)
  }

  @Test func aViewStateAloneAnchorsNoScreen() throws {
    let claims = try Self.claims([
      "feature/search/SearchScreen.kt": Self.code(10),
      "feature/search/SearchViewModel.kt": Self.code(5),
      "feature/search/SearchResultUiState.kt": Self.code(3),
    ])
    #expect(claims.grouping.screens.map(\.name) == ["Search"])
  }

  @Test func aScreenWithNoViewCodeIsNotJudgedOnShares() throws {
    let claims = try Self.claims([
      "app/main/MainActivity.kt": Self.code(10),
      "app/main/MainViewModel.kt": Self.code(10),
      "app/detail/DetailViewModel.kt": Self.code(10),
    ])
    #expect(claims.grouping.screens.count == 2)
    // Detail has a view model and no view: its view is elsewhere (an XML layout), so no share is measured on it.
    #expect(claims.claims[1].distribution?.count == 1)
  }

  @Test func theSharedModelSplitAddsUpToTheSharedModelExactly() throws {
    let claims = try Self.claims([
      "App/A/AViewController.swift": Self.code(2),
      "App/A/APresenter.swift": Self.code(2),
      "App/B/BViewController.swift": Self.code(2),
      "App/B/BPresenter.swift": Self.code(2),
      "App/Models/User.swift": Self.code(1),
    ], sharedModel: .split)
    // NB: round each screen's share of the shared model to see 2 lines attributed for 1.
    #expect(claims.grouping.screens.map(\.sharedModel).reduce(0, +) == 1)
    #expect(abs((claims.claims[0].distribution?.median ?? 0) - 2 / 4.5) < 1e-9)  // 44 %
  }

  @Test func groupingByFolderGivesAFlatTreeNoNamelessScreen() throws {
    let claims = try Self.claims(
      [
        "LoginViewController.swift": Self.code(3),
        "LoginPresenter.swift": Self.code(3),
      ], mode: .folder)
    #expect(!claims.grouping.screens.contains { $0.name.isEmpty })
  }
}
