/// One screen found in an app's code: its files, the architecture they
/// are written in, and their code lines per part.
///
/// ```swift
/// let login = grouping.screens.first { $0.name == "Login" }!
/// login.pattern        // .mvp
/// login.lines.logic    // 180, the presenter's code lines
/// ```
public struct AppScreen: Sendable, Hashable, Codable {
  /// The screen's name, unique in its grouping: the stem its files share
  /// (`Login`) or its folder's name; prefixed by the architecture folder
  /// when the tree holds several (`mvp/Login`).
  public var name: String
  /// The name the screen is matched by across architecture folders.
  public var baseName: String
  /// The architecture folder it was found in (`"mvp"`), when the tree holds
  /// its screens in more than one.
  public var architecture: String?
  /// The pattern its roles make.
  public var pattern: ScreenPattern
  /// Why the pattern is ``ScreenPattern/other``, when it is.
  public var patternDetail: String?
  /// How its files were found: by a shared name, or by their folder.
  public var groupedBy: ScreenGroupingMode
  /// Its files' paths, sorted.
  public var files: [String]
  /// Its own files' code lines per part.
  public var lines: PartLines
  /// Code lines of the app's shared model attributed to this screen, a
  /// fraction of lines: 0 unless the shared model is split
  /// (``SharedModelAttribution/split``), when a split adds up to the
  /// shared model exactly.
  public var sharedModel: Double = 0
  /// The language most of its files (model aside) are written in; `nil` in
  /// reports written before screens named their language.
  public var language: SourceLanguage?

  /// The article's three parts of its code, logic + view + model (and its
  /// share of the shared model when that is split): what its parts' shares
  /// are shares of. Wiring and other code are reported beside, not in it.
  public var total: Double { Double(lines.logic + lines.view + lines.model) + sharedModel }

  /// A screen.
  public init(
    name: String, baseName: String, architecture: String?, pattern: ScreenPattern, patternDetail: String?,
    groupedBy: ScreenGroupingMode, files: [String], lines: PartLines, language: SourceLanguage? = nil
  ) {
    self.language = language
    self.name = name
    self.baseName = baseName
    self.architecture = architecture
    self.pattern = pattern
    self.patternDetail = patternDetail
    self.groupedBy = groupedBy
    self.files = files
    self.lines = lines
  }
}

/// How files are grouped into screens.
public enum ScreenGroupingMode: String, Sendable, Hashable, Codable, CaseIterable {
  /// By name, with the folder where names drift (the default).
  case auto
  /// By the stem their names share across roles (`Login…`).
  case name
  /// By the folder they live in (`Scenes/Login/`).
  case folder
}

/// Where one file went, and why.
///
/// ```swift
/// grouping.files.first { $0.path.hasSuffix("LoginPresenter.swift") }?.screen  // "Login"
/// ```
public struct GroupedFile: Sendable, Hashable, Codable {
  /// The file's path.
  public var path: String
  /// Its role.
  public var role: Role
  /// The part its role is.
  public var part: ScreenPart
  /// Its code lines.
  public var code: Int
  /// The screen it belongs to, or `nil` for app-wide (shared) code.
  public var screen: String?
  /// Why it went there: `"name Login"`, `"folder Scenes/Login"`,
  /// `"the only screen in Scenes/Login"`, or why it is shared.
  public var reason: String
  /// Of a presenter's code lines, those of the protocols declared in its
  /// file (`ContractDeclarations`), which its screen counts as view;
  /// `nil` for none.
  public var contractCode: Int?
  /// Of a view's code lines, those of a view model or presenter declared
  /// in its file, which its screen counts as logic; `nil` for none.
  public var embeddedLogicCode: Int?
  /// The code lines it gives its screen, part by part
  /// (``DeclaredRoles/partLines(of:rules:)``); `nil` in reports written
  /// before files said so.
  public var parts: PartLines?
  /// What gave the file its role: the declaration read from its code, or
  /// the name rule (`nil` where the code was not read).
  public var roleReason: String?

  /// An entry.
  public init(path: String, role: Role, part: ScreenPart, code: Int, screen: String?, reason: String) {
    self.path = path
    self.role = role
    self.part = part
    self.code = code
    self.screen = screen
    self.reason = reason
  }
}
