/// What `archlab claims` counted in an app's code and how it read it:
/// languages, what was left out and why, the role → part map, the screens
/// and where every file went. Saved in the JSON report, so a run can be
/// rendered again (`archlab report --from`) and compared (`archlab diff`).
public struct CodebaseSummary: Sendable, Codable, Equatable {
  /// The paths counted, as given.
  public var roots: [String]
  /// How files were grouped into screens.
  public var grouping: ScreenGroupingMode
  /// How the shared model counts in each screen.
  public var sharedModel: SharedModelAttribution
  /// The shared model's files.
  public var sharedModelFiles: Int
  /// The shared model's code lines.
  public var sharedModelCode: Int
  /// Code in no screen, per part (the shared model included).
  public var sharedCode: PartLines
  /// Lines per counted language.
  public var languages: [LanguageLines]
  /// What the exclusions left out, per reason.
  public var excluded: [ExcludedLines]
  /// Files of languages not counted.
  public var uncounted: [UncountedLanguage]
  /// Paths that could not be read.
  public var skipped: [SkippedPath]
  /// Each role met, its part, and its files and code.
  public var roles: [RolePart]
  /// How many files each role rule won.
  public var ruleMatches: [RuleMatch]
  /// The architecture folders screens were grouped apart by.
  public var architectures: [String]
  /// The screens, with their patterns and lines.
  public var screens: [AppScreen]
  /// Every counted file and where it went.
  public var files: [GroupedFile]

  /// A summary; ``CodebaseClaims`` fills one in.
  package init(
    roots: [String], grouping: ScreenGroupingMode, sharedModel: SharedModelAttribution, sharedModelFiles: Int,
    sharedModelCode: Int, sharedCode: PartLines, languages: [LanguageLines], excluded: [ExcludedLines],
    uncounted: [UncountedLanguage], skipped: [SkippedPath], roles: [RolePart], ruleMatches: [RuleMatch],
    architectures: [String], screens: [AppScreen], files: [GroupedFile]
  ) {
    self.roots = roots
    self.grouping = grouping
    self.sharedModel = sharedModel
    self.sharedModelFiles = sharedModelFiles
    self.sharedModelCode = sharedModelCode
    self.sharedCode = sharedCode
    self.languages = languages
    self.excluded = excluded
    self.uncounted = uncounted
    self.skipped = skipped
    self.roles = roles
    self.ruleMatches = ruleMatches
    self.architectures = architectures
    self.screens = screens
    self.files = files
  }

  /// One line on the shared model's attribution.
  public var sharedModelExplanation: String {
    sharedModel.explanation(files: sharedModelFiles, code: sharedModelCode)
  }
}

/// Lines of one language.
public struct LanguageLines: Sendable, Codable, Equatable {
  /// The language.
  public var language: SourceLanguage
  /// Its files.
  public var files: Int
  /// Their lines.
  public var counts: LineCounts

  /// An entry.
  public init(language: SourceLanguage, files: Int, counts: LineCounts) {
    self.language = language
    self.files = files
    self.counts = counts
  }
}

/// A role, the part it is, and how much code has it.
public struct RolePart: Sendable, Codable, Equatable {
  /// The role.
  public var role: Role
  /// Its part.
  public var part: ScreenPart
  /// Files with the role.
  public var files: Int
  /// Their code lines.
  public var code: Int

  /// An entry.
  public init(role: Role, part: ScreenPart, files: Int, code: Int) {
    self.role = role
    self.part = part
    self.files = files
    self.code = code
  }
}
