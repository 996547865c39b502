/// What the code's uses decide: which presenters drive a view, which
/// protocols are a view's contract, which states and helpers are a
/// screen's logic, and which lines of a file are another part's.
extension DeclaredRoles {
  /// Names of the app's view types: those whose chain reaches a view root,
  /// and those of files a name rule makes a view where the chain ends in a
  /// library's type (`LoginViewController: BaseVC` from a pod); and of
  /// them, the screen-level ones (view controllers, activities, fragments).
  static func viewTypes(
    _ app: AppDeclarations, files: [FileLineCount], rules: RoleRules
  ) -> (all: Set<String>, screens: Set<String>) {
    var names: Set<String> = []
    var screens: Set<String> = []
    for file in files {
      guard let declared = app.files[file.path] else { continue }
      let namedView = rules.part(of: file.role) == .view && file.role != .contract
      let namedScreen = ScreenPattern.controllerRoles.contains(file.role)
      for type in declared.declarations.types where !type.kind.isProtocol {
        let kind = app.kind(of: type.name, language: declared.language)
        let unresolvedTop = kind == .unresolved && type.outer == nil
        if kind.isView || (namedView && unresolvedTop) { names.insert(type.name) }
        if kind.isScreenView || (namedScreen && unresolvedTop) { screens.insert(type.name) }
      }
    }
    return (names, screens)
  }

  /// The view's contract: the app's protocols a screen-level view conforms
  /// to or names (the presenter's protocol the view calls), and those any
  /// view conforms to that are named as a view's (`LoginView`). A cell's
  /// `Reusable` or a delegate of a custom view is no screen's contract.
  static func viewProtocols(_ app: AppDeclarations, viewTypes: Set<String>, screens: Set<String>) -> Set<String> {
    var names: Set<String> = []
    for declared in app.files.values {
      for type in declared.declarations.types where viewTypes.contains(type.name) && !type.kind.isProtocol {
        let isScreen = screens.contains(type.name)
        let candidates = isScreen ? type.references.union(type.supertypeNames) : Set(type.supertypeNames)
        for name in candidates where name != type.name {
          guard isScreen || viewNameEndings.contains(where: { name.hasSuffix($0) }) else { continue }
          if app.declarations(of: name, language: declared.language).contains(where: \.kind.isProtocol) {
            names.insert(name)
          }
        }
      }
    }
    return names
  }

  /// Name endings of a view's protocol or type, where the tree does not
  /// hold the view that conforms (`LoginViewInput`, `ListDisplayLogic`).
  static let viewNameEndings = [
    "View", "ViewInput", "ViewProtocol", "ViewInterface", "ViewContract", "DisplayLogic", "Display",
    "ViewController", "Activity", "Fragment", "MvpView", "ViewType",
  ]

  /// Names that start a flow rather than drive a view.
  static let flowEndings = ["Coordinator", "Router", "Navigator", "Wireframe", "FlowController"]

  /// Types that show one alert or sheet: a presenter of these presents UI.
  static let presentingTypes: Set<String> = [
    "UIAlertController", "UIViewController", "UIActivityViewController", "AlertDialog", "Toast", "Snackbar",
    "UIAlertAction", "MaterialAlertDialogBuilder",
  ]

  /// A `…Presenter` that names no view nor a view's protocol is no MVP
  /// presenter: it starts a coordinator (wiring) or presents an alert (a
  /// view). `nil` keeps the name's role.
  func checkPresenter(_ type: DeclaredType, in file: FileDeclarations, what: String) -> RoleDecision? {
    let language = file.language
    // Its own file's declarations of it: other apps' types of the same name are not it.
    let uses = file.declarations.types.filter { $0.name == type.name }.reduce(into: Set<String>()) {
      $0.formUnion($1.references)
    }
    let namesView = uses.contains { name in
      guard name != type.name else { return false }
      if viewTypes.contains(name) || viewProtocols.contains(name) { return true }
      // A view's protocol or type of the app's own whose view is not here (`LoginViewInput`), not UIKit's.
      return Self.viewNameEndings.contains(where: { name.hasSuffix($0) })
        && !app.declarations(of: name, language: language).isEmpty
    }
    guard !namesView, !type.kind.isProtocol else { return nil }
    if let flow = uses.sorted().first(where: { name in Self.flowEndings.contains { name.hasSuffix($0) } }) {
      return RoleDecision(
        role: "wiring", reason: "\(what): names \(flow) and no view, so it starts a flow (wiring), no MVP presenter",
        byDeclaration: true)
    }
    if let shown = uses.sorted().first(where: Self.presentingTypes.contains) {
      return RoleDecision(
        role: .view, reason: "\(what): presents \(shown) and names no view's contract (a view), no MVP presenter",
        byDeclaration: true)
    }
    return nil
  }

  /// `…State` types that logic names are the screen's state; a file of
  /// types that only logic names is a helper of that logic.
  mutating func decideLogicByUse(_ files: [FileLineCount], rules: RoleRules) {
    let logic = Set(decisions.filter { rules.part(of: $0.value.role) == .logic }.keys)
    let views = Set(decisions.filter { rules.part(of: $0.value.role) == .view }.keys)
    for file in files {
      guard let decision = decisions[file.path], !decision.byDeclaration,
        let declared = app.files[file.path]
      else { continue }
      let part = rules.part(of: decision.role)
      let top = declared.declarations.topLevelTypes
      guard !top.isEmpty else { continue }
      let users = top.reduce(into: Set<String>()) { $0.formUnion(app.files(mentioning: $1.name)) }
        .subtracting([file.path])
      guard !users.isEmpty else { continue }
      let byLogic = users.filter(logic.contains)
      if decision.role == "view state", byLogic.isEmpty, !users.isDisjoint(with: views) {
        // Mosby's `LoginViewState`: the view keeps it to restore itself; no logic produces it.
        decisions[file.path] = RoleDecision(
          role: .view, reason: "\(Self.describe(top[0])), named by views only: the view's own state",
          byDeclaration: true)
        continue
      }
      if part == .other, top.allSatisfy(\.kind.isProtocol), top.contains(where: { viewProtocols.contains($0.name) }) {
        decisions[file.path] = RoleDecision(
          role: .contract, reason: "\(Self.describe(top[0])), a protocol the view conforms to or calls: the contract",
          byDeclaration: true)
        continue
      }
      guard part == .other || part == .model else { continue }
      let inLogicFolder = file.path.split(separator: "/").dropLast().contains {
        Self.logicFolders.contains($0.lowercased())
      }
      let displayed = top.allSatisfy { $0.kind.isValueType || $0.modifiers.contains("data") }
        && (inLogicFolder || top.contains { name in Self.displayWords.contains { name.name.contains($0) } })
      if !byLogic.isEmpty, part == .other, displayed {
        decisions[file.path] = RoleDecision(
          role: "view state",
          reason: "\(Self.describe(top[0])), a value the logic (\(Self.some(byLogic))) makes for its view: its state",
          byDeclaration: true)
      } else if let state = top.first(where: { $0.name.hasSuffix("State") }), !byLogic.isEmpty,
        part == .other || byLogic == users
      {
        decisions[file.path] = RoleDecision(
          role: "view state", reason: "\(Self.describe(state)), named by logic (\(Self.some(byLogic))): its state",
          byDeclaration: true)
      } else if part == .other, byLogic == users {
        decisions[file.path] = RoleDecision(
          role: "logic helper",
          reason: "\(Self.describe(top[0])), named only by logic (\(Self.some(byLogic))): a helper of it",
          byDeclaration: true)
      }
    }
  }

  /// Folders that hold a screen's logic (`Presenter/`, `viewmodels/`).
  static let logicFolders: Set<String> = ["presenter", "presenters", "viewmodel", "viewmodels", "presentation"]

  /// Words that name what a presenter hands its view (`UpcomingDisplayData`).
  static let displayWords = ["Display", "ViewData", "UiModel", "UIModel", "ViewState", "UiState"]

  /// `LoginViewModel.kt` or `LoginViewModel.kt and 2 more`.
  static func some(_ paths: Set<String>) -> String {
    let first = paths.sorted()[0]
    let name = String(Glob.lastComponent(first))
    return paths.count == 1 ? name : "\(name) and \(paths.count - 1) more"
  }

  /// The view's protocols in a presenter's file are the contract (view);
  /// a view model declared in its view's file is logic.
  mutating func splitLines(_ files: [FileLineCount], rules: RoleRules) {
    // The files of the types that conform to each protocol.
    var conformers: [String: Set<String>] = [:]
    for (path, declared) in app.files {
      for type in declared.declarations.types where !type.kind.isProtocol {
        for name in type.supertypeNames { conformers[name, default: []].insert(path) }
      }
    }
    for file in files where decisions[file.path]?.role == .contract {
      guard let declared = app.files[file.path] else { continue }
      var split = PartLines()
      for type in declared.declarations.types where type.outer == nil && type.kind.isProtocol {
        // The presenter's protocol the view calls is the contract, whoever implements it.
        let calledByAView = app.files(mentioning: type.name).contains { path in
          path != file.path && decisions[path].flatMap { rules.part(of: $0.role) } == .view
        }
        guard !viewProtocols.contains(type.name), !calledByAView else { continue }
        // The part of the types that implement it; a protocol nothing here implements stays the contract.
        let parts = Set((conformers[type.name] ?? []).compactMap { decisions[$0].flatMap { rules.part(of: $0.role) } })
        guard let part = [ScreenPart.logic, .model, .wiring].first(where: parts.contains), !parts.contains(.view)
        else { continue }
        split[part] += type.codeLines
      }
      if split.total > 0, split.total <= file.counts.code { contractSplit[file.path] = split }
    }
    for file in files {
      guard let decision = decisions[file.path], let declared = app.files[file.path] else { continue }
      let top = declared.declarations.types.filter { $0.outer == nil && $0.kind != .extension }
      if decision.role == .presenter {
        // The view's protocol: one a view conforms to or names, or, where no view here does, one named as a view's;
        // at the top level or nested in the presenter (`ArtistsPresenter.View`).
        let presenters = Set(top.map(\.name))
        let contract = declared.declarations.types.filter { type in
          type.kind.isProtocol && (type.outer == nil || presenters.contains(type.outer!))
            && (viewProtocols.contains(type.name) || Self.viewNameEndings.contains(where: { type.name.hasSuffix($0) }))
        }
        contractLines[file.path] = min(contract.map(\.codeLines).reduce(0, +), file.counts.code)
      } else if rules.part(of: decision.role) == .model, declared.language == .swift {
        // Clean Swift's `enum CreateOrder { enum Fetch { struct Request; struct Response; struct ViewModel } }`:
        // the display models are what the presenter makes, logic; requests and responses are the scene's model.
        let display = declared.declarations.types.filter { $0.kind.isValueType && $0.name.hasSuffix("ViewModel") }
        let outermost = display.filter { type in !display.contains { $0.name == type.outer && $0.name != type.name } }
        let lines = min(outermost.map(\.codeLines).reduce(0, +), file.counts.code)
        if lines > 0 { embeddedLogic[file.path] = ("view state", lines) }
      } else if rules.part(of: decision.role) == .view, top.count > 1 {
        let primary = primaryType(declared)?.name
        let logic = top.filter { type in
          guard type.name != primary, !type.kind.isProtocol else { return false }
          let kind = app.kind(of: type.name, language: declared.language)
          let named = !type.kind.isValueType && (type.name.hasSuffix("ViewModel") || type.name.hasSuffix("Presenter"))
          return kind.isLogic || (kind != .view && named)
        }
        guard let first = logic.first else { continue }
        let kind = app.kind(of: first.name, language: declared.language)
        let role: Role = kind == .reducer ? .reducer : (first.name.hasSuffix("Presenter") ? .presenter : .viewModel)
        embeddedLogic[file.path] = (role, min(logic.map(\.codeLines).reduce(0, +), file.counts.code))
      }
    }
  }
}
