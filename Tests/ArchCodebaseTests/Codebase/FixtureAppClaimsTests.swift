import Foundation
import Testing

@testable import ArchCodebase

/// `archlab claims` on fixture trees that mimic real layouts, against
/// figures counted by hand (each fixture file's code lines are in the
/// comments below; cloc 1.96 agrees on every file but the one nested
/// Kotlin comment, where cloc is wrong).
@Suite struct FixtureAppClaimsTests {
  static func claims(_ fixture: String, mode: ScreenGroupingMode = .auto) throws -> CodebaseClaims {
    let root = fixturesFolder.appendingPathComponent("Apps/\(fixture)")
    let count = try LineCountReport(counting: [root], rules: .mobilePreset, exclusions: .standard)
    return CodebaseClaims(count: count, rules: .mobilePreset, grouping: mode)
  }

  static func screen(_ claims: CodebaseClaims, _ name: String) -> AppScreen? {
    claims.grouping.screens.first { $0.name == name }
  }

  // MARK: An iOS app with Scenes/

  @Test func groupsAnIOSAppsScenesByNameAndByFolderWhereNamesDrift() throws {
    let claims = try Self.claims("ScenesApp")
    #expect(claims.grouping.screens.map(\.name) == ["Checkout", "Login", "Profile", "Settings"])
    // Login: contract 4 + view controller 11 (view), presenter 14 + its extension 5 (logic).
    let login = try #require(Self.screen(claims, "Login"))
    #expect(login.pattern == .mvp)
    #expect(login.lines.logic == 19)
    #expect(login.lines.view == 15)
    #expect(login.files.contains("MyApp/Scenes/Login/LoginPresenter+Validation.swift"))
    // NB: drop the folder fallback in ScreenGrouping to see Checkout split into two one-file screens.
    let checkout = try #require(Self.screen(claims, "Checkout"))
    #expect(checkout.groupedBy == .folder)
    #expect(checkout.pattern == .mvp)
    #expect((checkout.lines.logic, checkout.lines.view) == (4, 4))
    #expect(Self.screen(claims, "Profile")?.pattern == .mvvm)
    #expect(Self.screen(claims, "Settings")?.pattern == .mvc)
    #expect(Self.screen(claims, "Settings")?.lines.view == 8)
  }

  @Test func leavesOutTestsGeneratedVendoredAndPreviewCodeAndSaysHowMuch() throws {
    let count = try Self.claims("ScenesApp").count
    #expect(
      count.excluded == [
        ExcludedLines(reason: .vendored, files: 1, lines: 2, code: 1),
        ExcludedLines(reason: .generated, files: 1, lines: 4, code: 3),
        ExcludedLines(reason: .tests, files: 1, lines: 5, code: 4),
        ExcludedLines(reason: .previews, files: 1, lines: 1, code: 1),
      ])
    #expect(count.uncounted == [UncountedLanguage(language: "Objective-C", files: 1, lines: 3)])
    // 14 counted files: 86 code lines in all minus the 9 left out and Bridge.m's 2.
    #expect(count.files.count == 12)
    #expect(count.total.code == 75)
  }

  @Test func splitsTheSharedModelAcrossScreensInProportionToTheirCodeWhenAsked() throws {
    let none = try Self.claims("ScenesApp")
    let claims = CodebaseClaims(count: none.count, rules: .mobilePreset, sharedModel: .split)
    // User.swift 3 + UserService.swift 3 belong to no screen; screens' own code 34 + 8 + 14 + 8 = 64.
    #expect(claims.grouping.files.filter { $0.screen == nil && $0.part == .model }.map(\.code) == [3, 3])
    // Checkout, Login, Profile, Settings: 6 × 8 / 64, 6 × 34 / 64, 6 × 14 / 64, 6 × 8 / 64.
    #expect(claims.grouping.screens.map(\.sharedModel) == [0.75, 3.1875, 1.3125, 0.75])
    // By default the shared model is app-wide: no screen carries any of it.
    #expect(none.grouping.screens.map(\.sharedModel) == [0, 0, 0, 0])
  }

  @Test func judgesTheIOSAppsClaimsOnItsMVPAndMVVMScreens() throws {
    let rows = try Self.claims("ScenesApp").claims
    // Two MVP-family screens are too few for the presenter's interval; the view and model claims judge four.
    #expect(rows.map(\.verdict) == [.inconclusive, .doesNotHold, .doesNotHold, .notMeasured])
    // Presenter: Login 19 / 34 = 56 %, Checkout 4 / 8 = 50 % (logic + view + model; the model is all shared).
    let presenter = try #require(rows[0].distribution)
    #expect((presenter.count, presenter.inRange) == (2, 2))
    #expect(abs(presenter.median - (19 / 34 + 4 / 8) / 2) < 1e-12)
    // View: Login 15 / 34, Profile 7 / 14, Checkout 4 / 8: all above 30 %.
    let view = try #require(rows[1].distribution)
    #expect(Set(view.outside.map(\.screen)) == ["Profile", "Checkout", "Login"])
    #expect(view.outside.last?.screen == "Login")
    #expect(rows[3].method.contains("one folder per architecture"))
  }

  // MARK: An Android app with feature modules, in Kotlin and Java

  @Test func groupsAnAndroidAppsFeatureModulesInKotlin() throws {
    let claims = try Self.claims("AndroidFeatures")
    #expect(claims.grouping.screens.map(\.name) == ["Feed", "Login"])
    let login = try #require(Self.screen(claims, "Login"))
    #expect(login.pattern == .mvvm)
    // Fragment 8 (view); view model 9 and UI state 2 (logic). The nested comment is one comment line.
    #expect((login.lines.logic, login.lines.view) == (11, 8))
    let feed = try #require(Self.screen(claims, "Feed"))
    #expect(feed.pattern == .mvp)
    // Contract 6 + activity 7 (view), presenter 12 (logic), data/FeedRepository 4 (the screen's own model).
    #expect((feed.lines.logic, feed.lines.view, feed.lines.model) == (12, 13, 4))
    let app = try #require(claims.grouping.files.first { $0.path.hasSuffix("ExampleApplication.java") })
    #expect((app.part, app.screen, app.code) == (.wiring, nil, 8))
  }

  @Test func countsKotlinAndJavaByLanguageAndLeavesOutBuildScriptsTestsAndBuildOutput() throws {
    let count = try Self.claims("AndroidFeatures").count
    #expect(count.languages.map(\.language) == [.kotlin, .java])
    #expect(count.languages.map(\.counts.code) == [9 + 8 + 2 + 6 + 12 + 7 + 4 + 2, 8])
    #expect(
      count.excluded == [
        ExcludedLines(reason: .vendored, files: 1, lines: 3, code: 2),
        ExcludedLines(reason: .tests, files: 1, lines: 5, code: 4),
        ExcludedLines(reason: .buildScripts, files: 1, lines: 3, code: 3),
      ])
  }

  @Test func judgesAnAndroidAppWithOneMVPAndOneMVVMScreen() throws {
    let rows = try Self.claims("AndroidFeatures").claims
    // Presenter: Feed 12 / 29 = 41 %: its logic + view + model, the shared model app-wide.
    // NB: split the shared model (sharedModel: .split) to see Feed fall to 12 / 30.2 = 39.7 %, out of range.
    #expect(rows[0].distribution?.inRange == 1)
    #expect(rows[0].distribution?.count == 1)
    #expect(rows[1].distribution?.inRange == 0)  // Login 8 / 19, Feed 13 / 29
    #expect(rows[2].distribution?.inRange == 0)  // Login 0 / 19, Feed 4 / 29
    // One or two screens are too few for an interval: each verdict says so.
    #expect(rows.prefix(3).allSatisfy { $0.verdict == .inconclusive })
    #expect(rows[1].reason?.hasPrefix("too few screens of one app (2; an interval needs 3)") == true)
  }

  // MARK: The same screens in MVP and MVVM

  @Test func comparesTheSameScreensInMVPAndMVVMFoldersScreenByScreen() throws {
    let claims = try Self.claims("SameScreens")
    #expect(claims.grouping.architectures == ["mvp", "mvvm"])
    #expect(claims.grouping.screens.map(\.name) == ["mvp/Feed", "mvp/Login", "mvvm/Feed", "mvvm/Login"])
    let shorter = try #require(claims.claims.last)
    // Login: 1 − (7 + 8) / (10 + 10) = 25 %; Feed: 1 − (6 + 8) / (8 + 12) = 30 %.
    // NB: compare with `claimed.contains` in ClaimDistribution to see Feed's 0.30000000000000004 fall outside.
    #expect(shorter.verdict == .inconclusive)  // two pairs: too few for an interval
    #expect(shorter.distribution?.inRange == 2)
    #expect(shorter.measured.hasPrefix("mvvm is 28 % shorter than mvp"))
  }

  @Test func saysWhyTheShorterClaimCannotBeMeasuredWithOneArchitecture() throws {
    let row = try #require(Self.claims("AndroidFeatures").claims.last)
    #expect(row.verdict == .notMeasured)
    #expect(row.method.contains("the same screens in MVP and MVVM"))
  }

  @Test func groupsByFolderOrByNameWhenAsked() throws {
    let byName = try Self.claims("ScenesApp", mode: .name)
    #expect(byName.grouping.screens.map(\.name) == ["Checkout", "Login", "Payment", "Profile", "Settings"])
    let byFolder = try Self.claims("ScenesApp", mode: .folder)
    #expect(byFolder.grouping.screens.map(\.name) == ["Checkout", "Login", "Profile", "Settings"])
    #expect(byFolder.grouping.screens.allSatisfy { $0.groupedBy == .folder })
  }
}
