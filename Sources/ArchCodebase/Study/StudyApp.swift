import Foundation

/// One app of a study, measured as `archlab claims` measures a tree: its
/// screens with their parts' lines, and the claims judged on it alone.
public struct StudyApp: Sendable, Equatable, Codable {
  /// The line of the study file.
  public var entry: StudyEntry
  /// The commit measured, in full; `nil` for a folder outside git, and
  /// followed by "(working tree)" for a repository measured as it is.
  public var measuredCommit: String?
  /// Why the app could not be measured; `nil` when it was.
  public var failure: String?
  /// Files counted and their code lines.
  public var files = 0
  /// Code lines of the files counted.
  public var code = 0
  /// Paths that could not be counted (unreadable, too long, binary, a
  /// link out of the tree…): how many.
  public var skipped = 0
  /// The paths counted in `skipped`, relative to the app's tree, each with
  /// its reason; the figures leave them out.
  public var skippedPaths: [SkippedPath] = []
  /// The app's screens.
  public var screens: [StudyScreen] = []
  /// Code lines of the files in a screen, as `archlab claims` reads them;
  /// `nil` for a failed app and in studies written before apps were
  /// flagged (``readingWarning``).
  public var screenCode: Int?
  /// The article's size claims on this app alone, as `archlab claims` gives them.
  public var claims: [ClaimRow] = []
  /// The MVVM screens paired with their MVP namesakes, as the "shorter"
  /// claim pairs them by default: each pair's saving.
  package var pairs: [StudyPair] = []

  /// An app measured elsewhere: its screens, pairs and claims as given.
  package init(
    entry: StudyEntry, measuredCommit: String?, screens: [StudyScreen], pairs: [StudyPair] = [],
    claims: [ClaimRow] = []
  ) {
    self.entry = entry
    self.measuredCommit = measuredCommit
    self.screens = screens
    self.pairs = pairs
    self.claims = claims
  }

  /// An app that could not be measured; a URL in `failure` (git's words
  /// may name one) has its credentials redacted.
  public init(entry: StudyEntry, failure: String) {
    self.entry = entry
    self.failure = failure.redactingURLCredentials
  }

  /// `entry` measured in `tree` by the claims' default rules.
  package init(
    entry: StudyEntry, tree: StudyTree, seed: UInt64 = ClaimUncertainty.defaultSeed
  ) throws(StudyAppFailure) {
    self.entry = entry
    measuredCommit = tree.commit
    let count: LineCountReport
    do {
      // A repository's links are not the user's: one that leads out of the tree is named, never followed.
      count = try LineCountReport(
        counting: [tree.folder], rules: .mobilePreset, exclusions: .standard, confinedToRoots: true)
    } catch {
      throw StudyAppFailure("cannot count \(tree.folder.path): \(error.localizedDescription)")
    }
    guard !count.files.isEmpty else { throw StudyAppFailure("no Swift, Kotlin or Java files in the tree") }
    let claims = CodebaseClaims(
      count: count, rules: .mobilePreset, contents: CodebaseClaims.contents(under: [tree.folder.path]), seed: seed)
    files = count.files.count
    code = count.files.map(\.counts.code).reduce(0, +)
    // What the checkout did not write (a link out of the tree) is named as the count names what it skips.
    skippedPaths = Array(Set(count.skipped + tree.skipped))
      .sorted { ($0.path, $0.reason.rawValue) < ($1.path, $1.reason.rawValue) }
    skipped = skippedPaths.count
    screens = claims.grouping.screens.map(StudyScreen.init)
    screenCode = claims.grouping.files.filter { $0.screen != nil }.map(\.code).reduce(0, +)
    self.claims = claims.claims
    pairs = CodebaseClaims.defaultPairs(claims.grouping).map {
      StudyPair(name: $0.sample.screen, saving: $0.sample.value, platform: $0.language.map(StudyPlatform.init))
    }
  }

  /// The row of `claim`.
  func claim(_ claim: ArticleClaim) -> ClaimRow? { claims.first { $0.id == claim } }
}

/// An MVVM screen and its MVP namesake in one app.
package struct StudyPair: Sendable, Equatable, Codable {
  /// `Login`, or `mvvm/Login vs mvp/Login` where the folders need naming.
  package var name: String
  /// 1 − MVVM ÷ MVP, over logic + view.
  package var saving: Double
  /// The pair's platform (a pair is always within one language).
  package var platform: StudyPlatform?

  /// A pair named `name` saving `saving` on `platform`.
  package init(name: String, saving: Double, platform: StudyPlatform?) {
    self.name = name
    self.saving = saving
    self.platform = platform
  }
}

/// One screen of a studied app.
public struct StudyScreen: Sendable, Equatable, Codable {
  /// Its name in the app: `Login`, or `mvp/Login` where architectures sit side by side.
  public var name: String
  /// MVC, MVP, VIPER, VIP, MVVM, MVI or other.
  public var pattern: ScreenPattern
  /// The language of its files; `nil` when they mix.
  public var language: SourceLanguage?
  /// Code lines of its logic, view and own model.
  public var lines: PartLines

  /// A screen of `pattern` in `language` with `lines`.
  public init(name: String, pattern: ScreenPattern, language: SourceLanguage?, lines: PartLines) {
    self.name = name
    self.pattern = pattern
    self.language = language
    self.lines = lines
  }

  /// The screen as ``CodebaseClaims`` grouped it.
  public init(_ screen: AppScreen) {
    name = screen.name
    pattern = screen.pattern
    language = screen.language
    lines = screen.lines
  }

  /// `part`'s share of logic + view + model, as every claim divides.
  public func share(_ part: ScreenPart) -> Double {
    Double(lines[part]) / Double(max(1, lines.logic + lines.view + lines.model))
  }

  /// iOS for Swift, Android for Kotlin and Java.
  public var platform: StudyPlatform? { language.map(StudyPlatform.init) }
}
