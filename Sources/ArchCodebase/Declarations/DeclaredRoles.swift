/// Roles read from the code: each file's role from what it declares, its
/// types' supertype chains resolved across the app (``AppDeclarations``),
/// with the name rules as the fallback where the code does not say.
///
/// What the declarations decide:
/// - a type reaching a view controller, activity or fragment root is one,
///   whatever its file is named; one reaching a UIKit, Android or SwiftUI
///   view (a cell, an adapter, a `UIButton`, a container controller) is a
///   view; `@Composable` functions alone make a file a view;
/// - Android `ViewModel`s, `@HiltViewModel`, `ObservableObject` and
///   `@Observable` types are view models (on iOS unless the name puts the
///   file in the model or wiring); TCA and ReactorKit reducers are reducers;
/// - a file named for a controller, activity or fragment whose type reaches
///   none (`NetworkController`, a Swift `ShareActivity: UIActivity`) takes
///   the next name rule's role;
/// - a `…Presenter` that names no view and no view's protocol is no MVP
///   presenter: wiring when it names a coordinator or router, a view when
///   it names UIKit's or Android's alert or controller types;
/// - a Swift `…ViewModel` struct or enum is a display model (Clean Swift's):
///   view state, logic;
/// - `…State` types and helpers that only the screens' logic names are
///   logic (`view state`, `logic helper`).
///
/// A role a user's rules file gives is never overridden.
///
/// ```swift
/// let roles = DeclaredRoles(report.files, rules: .mobilePreset, contents: read)
/// roles.decisions["Share/ShareActivity.swift"]?.role    // "other"
/// roles.decisions["Share/ShareActivity.swift"]?.reason
/// // "declares class ShareActivity: UIActivity: no view controller, activity or fragment; then other"
/// ```
public struct DeclaredRoles: Sendable {
  /// The app's declarations.
  public var app: AppDeclarations
  /// Each file's role and what decided it, by path.
  public var decisions: [String: RoleDecision]
  /// Files whose type is a base class of the app's (`BaseActivity`): a
  /// view, never a screen's anchor.
  public var bases: Set<String>
  /// Of a presenter's code lines, those of the view's protocols declared
  /// in its file, by path.
  public var contractLines: [String: Int]
  /// A view's file that also declares its screen's logic (a view model
  /// inside its view controller's file): the logic's role and code lines.
  public var embeddedLogic: [String: (role: Role, lines: Int)]
  /// A contract file's protocols that another part implements (VIPER's
  /// interactor input is model, its output logic, its router's wiring): the
  /// code lines each part takes from the file's view, by path.
  public var contractSplit: [String: PartLines] = [:]
  /// The app's view types (`viewTypes(_:files:rules:)`).
  var viewTypes: Set<String> = []
  /// The view's contract protocols (`viewProtocols(_:viewTypes:screens:)`).
  var viewProtocols: Set<String> = []
  /// The folder and stem of each file declaring a view type.
  var viewStems: Set<String> = []
  /// The folders (with their final `/`) of the files a name rule makes a presenter.
  var presenterFolders: Set<String> = []

  /// Reads the declarations of each of `files` whose text `contents`
  /// gives, and decides their roles; `rules` gave the roles by name.
  public init(_ files: [FileLineCount], rules: RoleRules, contents: (String) -> String?) {
    var indexed: [FileDeclarations] = []
    for file in files {
      guard let text = contents(file.path) else { continue }
      indexed.append(
        FileDeclarations(
          path: file.path, language: file.language,
          declarations: SourceDeclarations(text, language: file.language)))
    }
    app = AppDeclarations(indexed)
    decisions = [:]
    bases = []
    contractLines = [:]
    embeddedLogic = [:]
    let views = Self.viewTypes(app, files: files, rules: rules)
    viewTypes = views.all
    viewProtocols = Self.viewProtocols(app, viewTypes: views.all, screens: views.screens)
    viewStems = Set(
      indexed.filter { file in file.declarations.topLevelTypes.contains { viewTypes.contains($0.name) } }
        .map { Self.folderAndStem($0.path) })
    presenterFolders = Set(
      files.filter { $0.role == .presenter }.map { String($0.path.dropLast(Glob.lastComponent($0.path).count)) })
    let userRules = Self.userRuleCount(rules)
    var decidable: [FileLineCount] = []
    for file in files {
      let rule = rules.ruleIndexIgnoringExtension(forPath: file.path)
      let byName = RoleDecision(role: file.role, reason: Self.nameReason(rule, rules), byDeclaration: false)
      guard rule.map({ $0 >= userRules }) ?? true, let declared = app.files[file.path] else {
        decisions[file.path] = byName
        continue
      }
      decidable.append(file)
      decisions[file.path] = decide(file, declared, rules: rules) ?? byName
    }
    // Twice: a helper found logic in the first pass makes the values it names state in the second.
    decideLogicByUse(decidable, rules: rules)
    decideLogicByUse(decidable, rules: rules)
    // Every file read, a user's rules or not: the contract in a presenter's file is the view's either way.
    splitLines(files.filter { app.files[$0.path] != nil }, rules: rules)
  }

  /// How many of `rules`' rules are a user's, before the mobile preset's.
  static func userRuleCount(_ rules: RoleRules) -> Int {
    let preset = RoleRules.mobilePreset.rules
    guard rules.rules.count >= preset.count, Array(rules.rules.suffix(preset.count)) == preset else {
      return rules.rules.count  // not the preset: every rule is the user's
    }
    return rules.rules.count - preset.count
  }

  static func nameReason(_ rule: Int?, _ rules: RoleRules) -> String {
    guard let rule else { return "no rule matches: \(rules.fallback)" }
    return "name rule \(rules.rules[rule].glob.pattern)"
  }

  /// The type a file is about: the one named as the file, else the first
  /// whose kind says most, else the type its extensions extend.
  func primaryType(_ file: FileDeclarations) -> DeclaredType? {
    let base = ScreenNaming.baseName(ofPath: file.path)
    let typeName = String(base.split(separator: "+").first ?? Substring(base))
    let top = file.declarations.types.filter { $0.outer == nil }
    if let named = top.first(where: { $0.name == typeName }) { return named }
    let declared = top.filter { $0.kind != .extension }
    let rank = { (type: DeclaredType) in app.kind(of: type.name, language: file.language).precedence }
    return declared.min { rank($0) < rank($1) } ?? top.first
  }

  mutating func decide(_ file: FileLineCount, _ declared: FileDeclarations, rules: RoleRules) -> RoleDecision? {
    let part = rules.part(of: file.role)
    let composables = declared.declarations.functions.filter { $0.annotations.contains("Composable") }
    let primary = primaryType(declared)
    let primaryKind = primary.map { app.kind(of: $0.name, language: declared.language) }
    // Compose screens are functions: a file of them is a view, whatever helper types (a `Tab` enum, a preview
    // provider) it also declares, unless its name or a type named for it says otherwise.
    let namedForFile = primary?.name == ScreenNaming.baseName(ofPath: file.path)
    if !composables.isEmpty, part == .other || part == nil,
      primary == nil || (!namedForFile && (primaryKind == .notUI || primaryKind == .unresolved))
    {
      return RoleDecision(role: .view, reason: "declares @Composable fun \(composables[0].name)", byDeclaration: true)
    }
    guard let type = primary, let kind = primaryKind else { return nil }
    let what = Self.describe(type)
    let isFrameworks = !app.declarations(of: type.name, language: declared.language).contains { $0.kind != .extension }
    if type.kind == .extension, isFrameworks {
      // `extension UIViewController { … }`: helpers every screen shares, of the platform's type.
      guard kind.isView else { return nil }
      return RoleDecision(role: .view, reason: "\(what): helpers on the platform's \(kind)", byDeclaration: true)
    }
    switch kind {
    case .activity, .fragment, .viewController:
      if app.isBase(type.name) {
        bases.insert(file.path)
        return RoleDecision(role: .view, reason: "\(what): a base class of the app's views", byDeclaration: true)
      }
      return RoleDecision(role: Role(rawValue: kind.rawValue), reason: "\(what) (\(kind))", byDeclaration: true)
    case .view:
      // A presenter or a coordinator that is a table's data source or a transition's delegate stays what its name
      // says: those protocols are weak evidence, a view class is not.
      let strong = type.supertypeNames.contains { name in
        !FrameworkRoots.weakViewRoots.contains(name) && app.kind(of: name, language: declared.language) == .view
      }
      if !strong, part == .logic || part == .wiring || part == .model { return nil }
      return RoleDecision(role: .view, reason: "\(what) (a view)", byDeclaration: true)
    case .viewModel:
      // On iOS an observable named as a model is the view model of the one view that shows it (`CounterModel`),
      // a shared store where several views do.
      if declared.language == .swift,
        part == .wiring || ((part == .model || part == .other) && !hasNamesakeView(file.path))
      {
        return nil
      }
      if app.isBase(type.name) { bases.insert(file.path) }
      return RoleDecision(role: .viewModel, reason: "\(what) (a view model)", byDeclaration: true)
    case .reducer:
      return RoleDecision(role: .reducer, reason: "\(what) (a reducer)", byDeclaration: true)
    case .presenter:
      return RoleDecision(role: .presenter, reason: "\(what) (a presenter)", byDeclaration: true)
    case .application:
      return RoleDecision(role: "wiring", reason: "\(what) (the app object)", byDeclaration: true)
    case .notUI, .unresolved:
      return decideByName(file, declared, type: type, kind: kind, rules: rules)
    }
  }

  /// Where the type reaches no known root: the name decides, checked
  /// against what the code declares.
  func decideByName(
    _ file: FileLineCount, _ declared: FileDeclarations, type: DeclaredType, kind: DeclaredKind, rules: RoleRules
  ) -> RoleDecision? {
    let what = Self.describe(type)
    let androidOnly: Set<Role> = ["activity", "fragment"]
    // A Swift class's first supertype is its superclass: `LocationController: NSObject, CLLocationManagerDelegate`
    // is no view controller, whatever its delegates.
    let superclassNotUI =
      declared.language == .swift && type.kind == .class
      && type.supertypeNames.first.map { app.kind(of: $0, language: .swift) == .notUI } == true
    if ScreenPattern.controllerRoles.contains(file.role),
      kind == .notUI || superclassNotUI || (declared.language == .swift && androidOnly.contains(file.role))
    {
      let role = Self.role(of: file.path, rules: rules, skipping: ScreenPattern.controllerRoles)
      return RoleDecision(
        role: role, reason: "\(what): no view controller, activity or fragment; then \(role)", byDeclaration: true)
    }
    if file.role == .presenter, let decision = checkPresenter(type, in: declared, what: what) {
      return decision
    }
    // A struct, a data class, or a class that is all constructor: the values a view shows, no view model.
    let isValue = type.kind.isValueType || type.modifiers.contains("data") || !type.hasBody
    // A struct view model with functions of its own (`transform(input:)`) is MVVM's; beside a presenter it is VIP's
    // display model. A data class or a class that is all constructor is a display value anywhere.
    let besidePresenter = presenterFolders.contains(String(file.path.dropLast(Glob.lastComponent(file.path).count)))
    if file.role == .viewModel, isValue, besidePresenter || !type.kind.isValueType {
      return RoleDecision(
        role: "view state", reason: "\(what): a value, the display model a presenter makes", byDeclaration: true)
    }
    return nil
  }

  /// Whether a view of the same stem sits in the file's folder
  /// (`VanillaCounterModel` beside `VanillaCounterView`).
  func hasNamesakeView(_ path: String) -> Bool {
    viewStems.contains(Self.folderAndStem(path))
  }

  static func folderAndStem(_ path: String) -> String {
    String(path.dropLast(Glob.lastComponent(path).count)) + ScreenNaming.stem(ofPath: path)
  }

  /// The role of `path` by the first rule whose role is not one of `roles`.
  static func role(of path: String, rules: RoleRules, skipping roles: Set<Role>) -> Role {
    let subject = Glob.Subject(path)
    return rules.rules.first { !roles.contains($0.role) && $0.glob.matches(subject) }?.role ?? rules.fallback
  }

  /// `class LoginViewController: UIViewController, LoginView`.
  static func describe(_ type: DeclaredType) -> String {
    let supertypes = type.supertypes.isEmpty ? "" : ": " + type.supertypes.prefix(3).joined(separator: ", ")
    return "declares \(type.kind.rawValue) \(type.name)\(supertypes)"
  }
}

/// A file's role and what decided it.
public struct RoleDecision: Sendable, Hashable, Codable {
  /// The role.
  public var role: Role
  /// `"declares class LoginViewController: UIViewController (view
  /// controller)"`, `"name rule *Presenter.*"`.
  public var reason: String
  /// Whether the code's declarations decided (else a name or folder rule).
  public var byDeclaration: Bool
}
