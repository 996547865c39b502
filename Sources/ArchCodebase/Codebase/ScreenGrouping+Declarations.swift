/// Files placed by the types the code names: what one screen alone uses is
/// that screen's.
extension ScreenGrouping {
  /// A logic or view file that no name or folder placed, whose types are
  /// named by files of one screen and by no file outside it, joins that
  /// screen: a cell named only by its list's adapter, a state or helper
  /// named only by its view model. A type two screens name, or one a
  /// shared file names, stays the app's. Model files are left where names
  /// and folders put them: a use case or entity in the app's domain layer
  /// is the app's even when one screen alone calls it (docs/Claims.md).
  /// Runs until nothing moves, so a cell follows the adapter it joined.
  ///
  /// - Complexity: O(files × passes + mentions); at most four passes.
  static func attachByDeclarations(
    _ entries: [Entry], _ assigned: inout [Int: (Key, String)], _ shared: inout [Int: String],
    declared: DeclaredRoles, keepShared: [Int: String] = [:]
  ) {
    var screenOf: [String: Key] = [:]
    for (i, value) in assigned { screenOf[entries[i].file.path] = value.0 }
    let candidates = entries.indices.filter { i in
      let entry = entries[i]
      // A base type (`BasePresenter`, `BaseView`) is named by every screen it serves, however few there are.
      let types = declared.app.files[entry.file.path]?.declarations.topLevelTypes ?? []
      let isBase = !types.isEmpty && types.allSatisfy { declared.app.isBase($0.name) }
      return [.logic, .view].contains(entry.part) && !declared.bases.contains(entry.file.path) && keepShared[i] == nil
        && !entry.stem.isEmpty && !isBase
        && !ScreenNaming.isSharedUI(path: entry.file.path)
    }
    for _ in 0..<4 {
      var moved = false
      for i in candidates where assigned[i] == nil {
        let path = entries[i].file.path
        guard let file = declared.app.files[path] else { continue }
        let types = file.declarations.topLevelTypes.map(\.name)
        guard !types.isEmpty else { continue }
        var users: Set<String> = []
        for name in types { users.formUnion(declared.app.files(mentioning: name)) }
        users.remove(path)
        let screens = Set(users.compactMap { screenOf[$0] })
        guard !users.isEmpty, screens.count == 1, let key = screens.first,
          users.allSatisfy({ screenOf[$0] != nil })
        else { continue }
        let user = String(Glob.lastComponent(users.sorted()[0]))
        assigned[i] = (key, "its type \(types[0]) is named only by \(baseName(key))'s code (\(user))")
        shared[i] = nil
        screenOf[path] = key
        moved = true
      }
      if !moved { break }
    }
  }

  /// A screen with no logic of its own whose view implements the view's
  /// contract that another screen's presenter or contract file declares
  /// (`RateUsDialog : RatingDialogMvpView`, the view of
  /// `RatingDialogPresenter`) is that screen's view, whatever their names:
  /// the types say they are one screen. A delegate the view implements is
  /// no contract (``DeclaredRoles``' view protocols decide), and a nested
  /// protocol matches only by its qualified name (`LoginContract.View`).
  static func mergeViewsByContract(
    _ entries: [Entry], _ assigned: inout [Int: (Key, String)], declared: DeclaredRoles
  ) {
    let members = Dictionary(grouping: assigned.keys) { assigned[$0]!.0 }
    let withLogic = Set(members.filter { _, indices in indices.contains { entries[$0].part == .logic } }.keys)
    // A screen that has a screen-level view of its own needs none: a protocol another screen's view implements is
    // then a delegate between two screens.
    let viewless = Set(
      members.filter { _, indices in
        !indices.contains { ScreenPattern.controllerRoles.contains(entries[$0].file.role) }
      }.keys)
    var declaringScreens: [String: Set<Key>] = [:]
    for (i, value) in assigned where entries[i].part == .logic || entries[i].file.role == .contract {
      guard let file = declared.app.files[entries[i].file.path] else { continue }
      for type in file.declarations.types where type.kind.isProtocol && declared.viewProtocols.contains(type.name) {
        let name = type.outer.map { "\($0).\(type.name)" } ?? type.name
        declaringScreens[name, default: []].insert(value.0)
      }
    }
    for (key, indices) in members where !withLogic.contains(key) {
      var contracts: [String: Set<Key>] = [:]
      for i in indices {
        guard let file = declared.app.files[entries[i].file.path] else { continue }
        for type in file.declarations.types where !type.kind.isProtocol {
          for name in type.supertypes {
            let owners = (declaringScreens[name] ?? []).filter {
              $0 != key && $0.architecture == key.architecture && withLogic.contains($0) && viewless.contains($0)
            }
            if !owners.isEmpty { contracts[name, default: []].formUnion(owners) }
          }
        }
      }
      let targets = Set(contracts.values.joined())
      guard targets.count == 1, let target = targets.first, let contract = contracts.keys.sorted().first else {
        continue
      }
      for i in indices {
        assigned[i] = (target, "its view implements \(contract), the contract of \(baseName(target))")
      }
    }
  }

  /// Views no name placed that name the types or functions of two screens
  /// or more: the app's navigation (a Compose `NavHost`, a tab bar's
  /// builder), the app's whichever screen's activity shows it.
  static func navigation(
    _ entries: [Entry], _ assigned: [Int: (Key, String)], declared: DeclaredRoles
  ) -> [Int: String] {
    var screenOfName: [String: Set<Key>] = [:]
    for (i, value) in assigned {
      guard let file = declared.app.files[entries[i].file.path] else { continue }
      let names = file.declarations.topLevelTypes.map(\.name) + file.declarations.functions.map(\.name)
      for name in names { screenOfName[name, default: []].insert(value.0) }
    }
    var found: [Int: String] = [:]
    for i in entries.indices where assigned[i] == nil && entries[i].part == .view {
      guard let file = declared.app.files[entries[i].file.path] else { continue }
      // Its own names, and names several screens declare (a private `Constants`), point at no one screen.
      let own = Set(file.declarations.types.map(\.name) + file.declarations.functions.map(\.name))
      let screens = Set(
        file.declarations.references.subtracting(own).compactMap { name in
          screenOfName[name].flatMap { $0.count == 1 ? $0.first : nil }
        })
      guard screens.count >= 2 else { continue }
      let names = screens.map(baseName).sorted().prefix(3).joined(separator: ", ")
      let more = screens.count > 3 ? ", …" : ""
      found[i] = "names \(screens.count) screens' code (\(names)\(more)): the app's navigation"
    }
    return found
  }
}
