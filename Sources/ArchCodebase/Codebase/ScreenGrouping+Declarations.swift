/// Files placed by the types the code names: what one screen alone uses is
/// that screen's.
extension ScreenGrouping {
  /// A logic, view or model file that no name or folder placed, whose types
  /// are named by files of one screen and by no file outside it, joins that
  /// screen: a cell named only by its list's adapter, a state named only by
  /// its view model, a model only one screen shows. A type two screens
  /// name, or one a shared file names (a repository), stays the app's.
  /// Runs until nothing moves, so a cell follows the adapter it joined.
  ///
  /// - Complexity: O(files × passes + mentions); at most four passes.
  static func attachByDeclarations(
    _ entries: [Entry], _ assigned: inout [Int: (Key, String)], _ shared: inout [Int: String],
    declared: DeclaredRoles
  ) {
    var screenOf: [String: Key] = [:]
    for (i, value) in assigned { screenOf[entries[i].file.path] = value.0 }
    let candidates = entries.indices.filter { i in
      let entry = entries[i]
      return [.logic, .view, .model].contains(entry.part) && !declared.bases.contains(entry.file.path)
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
}
