/// Views kept apart from their screen (a shared folder, an item's name) and
/// view models kept apart from their views go to the screen whose own code
/// names their type.
extension ScreenGrouping {
  /// Places what names alone could not, by the types a screen's code names:
  ///
  /// 1. a view (an adapter, a cell, a custom view: view part, no anchor, no
  ///    base type) that went to no screen, or to a screen by its name alone,
  ///    goes to the one screen whose anchors (presenter, view model, view
  ///    controller, activity, fragment) name it, when that is not the
  ///    screen it has: `view/adapter/UsersAdapter.java` to the screen whose
  ///    `UserListFragment` makes one; `RepositoryAdapter.java`, named for its
  ///    item, to `MainActivity`'s screen rather than `RepositoryActivity`'s;
  /// 2. a view model or presenter with no view of its own joins the one
  ///    screen whose code names it (`mergeViewlessLogic`);
  /// 3. an item's logic no folder placed goes with the views that bind it.
  ///
  /// A model file or a helper stays where it is: a screen's model is the
  /// model files it owns, and helpers are beside the shares. Files are read
  /// only when something is left to place, and only for the names looked
  /// for (`TypeMentions`).
  ///
  /// - Complexity: O(bytes of the anchors and views read).
  static func attachByReference(
    _ entries: [Entry], _ assigned: inout [Int: (Key, String)], _ shared: inout [Int: String],
    contents: (String) -> String?, keepShared: Set<Int> = []
  ) {
    let type = { (i: Int) in ScreenNaming.baseName(ofPath: entries[i].file.path) }
    let views = entries.indices.filter { i in
      let entry = entries[i]
      guard !keepShared.contains(i) else { return false }
      // A base type (`BaseActivity`, `MvpView`) is named by every screen it serves; a stub by nobody.
      guard !entry.isAnchor, !entry.isItem, entry.part == .view, !entry.stem.isEmpty, entry.file.counts.code >= 2,
        ScreenNaming.namesAScreen(stem: entry.stem, role: .view, path: entry.file.path),
        !ScreenNaming.isSharedUI(path: entry.file.path)
      else { return false }
      // A screen's own view is named for it; an adapter or a cell is named for its item, which may be a screen.
      guard let current = assigned[i] else { return true }
      return current.1.hasPrefix("name ") && Self.listPieces.contains { type(i).hasSuffix($0) }
    }
    let items = entries.indices.filter { entries[$0].isItem && assigned[$0] == nil }
    let viewless = viewlessLogic(entries, assigned)
    let wanted = Set(views.map(type) + items.map(type) + viewless.map(type))
    guard !wanted.isEmpty else { return }
    let mentions = TypeMentions(wanted)
    var named: [Key: Set<String>] = [:]
    for (i, value) in assigned where entries[i].isAnchor {
      guard let text = contents(entries[i].file.path) else { continue }
      named[value.0, default: []].formUnion(mentions.names(in: text))
    }
    // Who names each name: a lookup per file, not a scan of every screen (linear in the screens).
    var namers = namersOf(named)
    for i in views {
      let name = type(i)
      let naming = (namers[name] ?? []).filter { $0.architecture == entries[i].architecture }
      if let current = assigned[i], naming.contains(current.0) { continue }
      guard naming.count == 1, let key = naming.first else { continue }
      assigned[i] = (key, "its type \(name) is named by \(baseName(key))'s code")
      shared[i] = nil
    }
    // The views, now placed, name the view models and items they show.
    let placesLogic = !items.isEmpty || !viewless.isEmpty
    for (i, value) in assigned where placesLogic && entries[i].part == .view && !entries[i].isAnchor {
      guard let text = contents(entries[i].file.path) else { continue }
      named[value.0, default: []].formUnion(mentions.names(in: text))
    }
    guard placesLogic else { return }
    namers = namersOf(named)
    mergeViewlessLogic(entries, &assigned, namers: namers)
    for i in items {
      let naming = (namers[type(i)] ?? []).filter { $0.architecture == entries[i].architecture }
      guard naming.count == 1, let key = naming.first else { continue }
      assigned[i] = (key, "an item's logic, named by \(baseName(key))'s views")
      shared[i] = nil
    }
  }

  /// The screens that name each name: `named` turned inside out.
  static func namersOf(_ named: [Key: Set<String>]) -> [String: Set<Key>] {
    var namers: [String: Set<Key>] = [:]
    for (key, names) in named {
      for name in names { namers[name, default: []].insert(key) }
    }
    return namers
  }

  /// Names that end the name of a list's piece, named for its item
  /// (`RepositoryAdapter`), not for its screen.
  static let listPieces = ["Adapter", "Cell", "ViewHolder", "Holder", "Row", "Item", "ItemView", "DataSource"]

  /// The logic anchors of screens that have no view.
  static func viewlessLogic(_ entries: [Entry], _ assigned: [Int: (Key, String)]) -> [Int] {
    var withViews: Set<Key> = []
    for (i, value) in assigned where entries[i].part == .view { withViews.insert(value.0) }
    return assigned.filter { i, value in
      entries[i].isAnchor && entries[i].part == .logic && !withViews.contains(value.0)
    }.map(\.key)
  }

  /// A view model or presenter with no view of its own, kept apart from its
  /// screen's views by folders (`viewmodels/GardenPlantingListViewModel`,
  /// `compose/garden/GardenScreen.kt`), joins the one screen with views
  /// whose code names it: the view that shows it.
  static func mergeViewlessLogic(
    _ entries: [Entry], _ assigned: inout [Int: (Key, String)], namers: [String: Set<Key>]
  ) {
    let members = Dictionary(grouping: assigned.keys) { assigned[$0]!.0 }
    let hasViews = { (key: Key) in (members[key] ?? []).contains { entries[$0].part == .view } }
    for (key, indices) in members where !hasViews(key) {
      let logic = indices.filter { entries[$0].isAnchor && entries[$0].part == .logic }
      guard !logic.isEmpty else { continue }
      let types = Set(logic.map { ScreenNaming.baseName(ofPath: entries[$0].file.path) })
      let naming = Set(types.flatMap { namers[$0] ?? [] }).filter { other in
        other != key && other.architecture == key.architecture && hasViews(other)
      }
      guard naming.count == 1, let target = naming.first else { continue }
      for i in indices { assigned[i] = (target, "its logic is named by \(baseName(target))'s views") }
    }
  }
}

/// Finds which of a set of type names a source text names, as whole
/// identifiers, in one pass over its UTF-8 bytes: no identifier is made a
/// string unless its length is one of the names'.
struct TypeMentions {
  let names: Set<String>
  let lengths: Set<Int>

  init(_ names: Set<String>) {
    self.names = names
    lengths = Set(names.map(\.utf8.count))
  }

  /// The names of `names` that `text` holds as identifiers.
  func names(in text: String) -> Set<String> {
    var found: Set<String> = []
    var text = text
    text.withUTF8 { bytes in
      var start = -1
      for index in 0...bytes.count {
        let byte = index < bytes.count ? bytes[index] : 0x20
        // Letters, digits, `_`, and any byte of a non-ASCII character.
        let inWord =
          (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
          || byte == 0x5F || byte >= 0x80
        if inWord {
          if start < 0 { start = index }
        } else if start >= 0 {
          if lengths.contains(index - start) {
            let word = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
            if names.contains(word) { found.insert(word) }
          }
          start = -1
        }
      }
    }
    return found
  }
}
