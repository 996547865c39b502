/// Views that sit in a shared folder, or carry an item's name, go to the
/// screen whose own code names their type.
extension ScreenGrouping {
  /// A view (an adapter, a cell, a custom view: view part, no anchor, no
  /// base type) that went to no screen, or went to a screen by its name
  /// alone, goes to the one screen
  /// whose anchors (presenter, view model, view controller, activity,
  /// fragment) name its type, when that is not the screen it has:
  /// `view/adapter/UsersAdapter.java` to the screen whose
  /// `UserListFragment` makes one; `RepositoryAdapter.java`, named for its
  /// item, to `MainActivity`'s screen rather than `RepositoryActivity`'s.
  /// A model file or a helper stays where it is: a screen's model is the
  /// model files it owns, and helpers are beside the shares.
  ///
  /// - Complexity: reads each anchor once; O(files + anchors' words).
  static func attachByReference(
    _ entries: [Entry], _ assigned: inout [Int: (Key, String)], _ shared: inout [Int: String],
    contents: (String) -> String?
  ) {
    var words: [Key: Set<Substring>] = [:]
    for (i, value) in assigned where entries[i].isAnchor {
      guard let text = contents(entries[i].file.path) else { continue }
      words[value.0, default: []].formUnion(identifiers(in: text))
    }
    for i in entries.indices where !entries[i].isAnchor && !entries[i].isItem && entries[i].part == .view {
      let entry = entries[i]
      // A base type (`BaseActivity`, `MvpView`) is named by every screen it serves; a stub by nobody.
      guard !entry.stem.isEmpty, entry.file.counts.code >= 2,
        ScreenNaming.namesAScreen(stem: entry.stem, role: .view, path: entry.file.path)
      else { continue }
      let current = assigned[i]
      guard current == nil || current!.1.hasPrefix("name ") else { continue }
      let type = Substring(ScreenNaming.baseName(ofPath: entry.file.path))
      let naming = words.filter { key, names in key.architecture == entry.architecture && names.contains(type) }
      if let current, naming[current.0] != nil { continue }
      guard naming.count == 1, let key = naming.first?.key else { continue }
      assigned[i] = (key, "its type \(type) is named by \(baseName(key))'s code")
      shared[i] = nil
    }
    attachItems(entries, &assigned, &shared, words: words, contents: contents)
  }

  /// A cell presenter or item view model that no folder or prefix placed
  /// (`ItemRepoViewModel` beside two screens) goes to the one screen whose
  /// views name it: the list's adapter or cell, bound to it.
  static func attachItems(
    _ entries: [Entry], _ assigned: inout [Int: (Key, String)], _ shared: inout [Int: String],
    words anchors: [Key: Set<Substring>], contents: (String) -> String?
  ) {
    let items = entries.indices.filter { entries[$0].isItem && assigned[$0] == nil }
    guard !items.isEmpty else { return }
    var words = anchors
    for (i, value) in assigned where entries[i].part == .view && !entries[i].isAnchor {
      guard let text = contents(entries[i].file.path) else { continue }
      words[value.0, default: []].formUnion(identifiers(in: text))
    }
    for i in items {
      let type = Substring(ScreenNaming.baseName(ofPath: entries[i].file.path))
      let naming = words.filter { key, names in key.architecture == entries[i].architecture && names.contains(type) }
      guard naming.count == 1, let key = naming.first?.key else { continue }
      assigned[i] = (key, "an item's logic, named by \(baseName(key))'s views")
      shared[i] = nil
    }
  }

  /// The identifiers of Swift, Kotlin or Java `text`: runs of letters,
  /// digits and underscores.
  static func identifiers(in text: String) -> Set<Substring> {
    Set(text.split { !($0.isLetter || $0.isNumber || $0 == "_") })
  }
}
