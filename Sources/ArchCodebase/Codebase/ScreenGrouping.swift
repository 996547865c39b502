/// Groups an app's counted files into screens.
///
/// Screens are found from their *anchors*: files whose role is logic
/// (presenter, view model, their state), a contract, or a view controller,
/// activity or fragment. In ``ScreenGroupingMode/auto``:
/// 1. anchors that share a stem (`LoginViewController`, `LoginPresenter`,
///    `LoginPresenter+Validation` → `Login`) are one screen;
/// 2. where names drift — a screen folder (`Scenes/Login/`) holding logic
///    and view anchors none of whose stems pairs a logic with a view
///    anchor — the folder's unpaired anchors are one screen, named by it;
/// 3. every other file joins the screen of its stem, else the folder
///    screen of its folder, else the one screen whose anchors share its
///    folder; what is left is app-wide (shared) code.
///
/// ``ScreenGroupingMode/name`` uses steps 1 and 3 by name only;
/// ``ScreenGroupingMode/folder`` makes each screen folder that holds an
/// anchor one screen. When the tree holds its screens in several
/// architecture folders (`mvp/`, `mvvm/`), each folder's screens are
/// grouped apart and named `mvp/Login`, `mvvm/Login`.
///
/// ```swift
/// let grouping = ScreenGrouping(report.files, rules: .mobilePreset)
/// grouping.screens.map(\.name)                      // ["Feed", "Login", "Profile"]
/// grouping.files.filter { $0.screen == nil }.count  // shared files
/// ```
public struct ScreenGrouping: Sendable, Hashable, Codable {
  /// The screens, sorted by name.
  public var screens: [AppScreen]
  /// Every file, sorted by path, with its screen (or none) and why.
  public var files: [GroupedFile]
  /// The architecture folders the screens were grouped apart by (`mvp`,
  /// `mvvm-closures`), sorted; empty when the tree holds one copy of its
  /// screens.
  public var architectures: [String]
  /// How the files were grouped.
  public var mode: ScreenGroupingMode

  struct Entry {
    var file: FileLineCount
    var part: ScreenPart
    var stem: String
    /// The screen folder (``ScreenNaming/screenFolder(ofPath:)``).
    var folder: String
    /// The folders without role folders: where two files of one stem are
    /// near enough to be one screen.
    var place: [Substring]
    var architecture: String?
    var isAnchor: Bool
    /// A cell presenter or an item view model: logic of its list's screen,
    /// no screen of its own, and no say in the screen's pattern.
    var isItem: Bool
    /// The folders between ``folder`` and the file (`data`, `ui`): role
    /// folders dropped to find the screen folder.
    var roleFoldersBelow: [Substring]
  }

  struct Key: Hashable {
    var architecture: String?
    var name: String
    var byFolder: Bool
    /// For a screen by name: the place its anchors share.
    var place: String = ""
  }

  struct FolderKey: Hashable {
    var architecture: String?
    var path: String
    init(_ entry: Entry) {
      architecture = entry.architecture
      path = entry.folder
    }
    init(architecture: String?, path: String) {
      self.architecture = architecture
      self.path = path
    }
  }

  /// Groups `files` (roles as counted) by `mode`; `rules` give each role
  /// its part.
  /// `contents` gives a counted file's text by its path, where it can be
  /// read: with it, in `auto` mode, a view or helper goes to the one screen
  /// whose anchors name its type (`attachByReference`). `declared` gives
  /// the roles read from the code (the files' roles already are its
  /// decisions): a base class anchors no screen, a view's protocols in a
  /// presenter's file are the contract, a view model in its view's file is
  /// logic, and a file whose types one screen alone names joins it.
  public init(
    _ files: [FileLineCount], rules: RoleRules, mode: ScreenGroupingMode = .auto,
    contents: ((String) -> String?)? = nil, declared: DeclaredRoles? = nil
  ) {
    self.mode = mode
    let found = Set(files.compactMap { ScreenNaming.architectureFolder(ofPath: $0.path)?.folder })
    architectures = found.count >= 2 ? found.sorted() : []
    let split = !architectures.isEmpty
    let entries = files.map { file in
      Self.entry(file, rules: rules, splitByArchitecture: split, isBase: declared?.bases.contains(file.path) == true)
    }
    var (assigned, sharedReasons) =
      mode == .folder ? (Self.byFolder(entries), [:]) : Self.byName(entries, folderFallback: mode == .auto)
    if mode == .auto, let contents {
      let navigation = declared.map { Self.navigation(entries, assigned, declared: $0) } ?? [:]
      for (i, reason) in navigation { sharedReasons[i] = reason }
      Self.attachByReference(
        entries, &assigned, &sharedReasons, contents: contents, keepShared: Set(navigation.keys))
      // A view placed by the types its screen names in one architecture is placed so in the others.
      Self.attachNamesakes(entries, &assigned, &sharedReasons)
      if let declared {
        Self.mergeViewsByContract(entries, &assigned, declared: declared)
        Self.attachByDeclarations(entries, &assigned, &sharedReasons, declared: declared, keepShared: navigation)
      }
    }
    var members: [Key: [Int]] = [:]
    for (i, value) in assigned { members[value.0, default: []].append(i) }
    let names = Self.names(members, entries)
    // What each file gives its screen, part by part: a presenter's file's view protocols are the contract (view).
    var fileLines = entries.map { entry in
      var lines = PartLines()
      lines[entry.part] = entry.file.counts.code
      return lines
    }
    var embedded: [Int: (role: Role, lines: Int)] = [:]
    var notes: [Int: String] = [:]
    for (i, _) in assigned {
      let file = entries[i].file
      if let declared {
        fileLines[i] = declared.partLines(of: file, rules: rules)
        if let logic = declared.embeddedLogic[file.path], logic.lines > 0 { embedded[i] = logic }
        notes[i] = Self.splitNote(fileLines[i], part: entries[i].part, role: file.role, embedded: embedded[i])
      } else if file.role == .presenter, let text = contents?(file.path) {
        let lines = min(ContractDeclarations.codeLines(in: text), file.counts.code)
        fileLines[i][.logic] -= lines
        fileLines[i][.view] += lines
        notes[i] = Self.splitNote(fileLines[i], part: entries[i].part, role: file.role, embedded: nil)
      }
    }
    screens = members.map { key, indices in
      var lines = PartLines()
      for i in indices {
        for part in ScreenPart.allCases { lines[part] += fileLines[i][part] }
      }
      // An item's logic has no say in the pattern, nor has a stub or a file commented out whole.
      let own = indices.filter { !entries[$0].isItem && entries[$0].file.counts.code >= 2 }
      var (pattern, detail) = ScreenPattern.detect(
        roles: Set(
          (own.isEmpty ? indices : own).flatMap { [entries[$0].file.role] + (embedded[$0].map { [$0.role] } ?? []) }),
        names: indices.map { ScreenNaming.baseName(ofPath: entries[$0].file.path) })
      if let folder = ScreenNaming.architecture(ofPath: entries[indices[0]].file.path),
        let named = ScreenPattern.named(byFolder: folder, detected: pattern)
      {
        (pattern, detail) = (named, nil)
      }
      var language: [SourceLanguage: Int] = [:]
      for i in indices where entries[i].part != .model { language[entries[i].file.language, default: 0] += 1 }
      return AppScreen(
        name: names[key]!, baseName: Self.baseName(key), architecture: key.architecture, pattern: pattern,
        patternDetail: detail, groupedBy: key.byFolder ? .folder : .name,
        files: indices.map { entries[$0].file.path }.sorted(), lines: lines,
        language: language.max { ($0.value, $1.key.rawValue) < ($1.value, $0.key.rawValue) }?.key)
    }.sorted { $0.name < $1.name }
    self.files = entries.indices.map { i in
      let entry = entries[i]
      let reason =
        assigned[i]?.1 ?? sharedReasons[i]
        ?? (entry.folder.isEmpty ? "no screen shares its name" : "no screen shares its name or folder")
      var file = GroupedFile(
        path: entry.file.path, role: entry.file.role, part: entry.part, code: entry.file.counts.code,
        screen: assigned[i].map { names[$0.0]! },
        reason: reason + (notes[i] ?? ""))
      if entry.file.role == .presenter, fileLines[i].view > 0 { file.contractCode = fileLines[i].view }
      file.embeddedLogicCode = embedded[i]?.lines
      file.parts = fileLines[i]
      file.roleReason = declared?.decisions[entry.file.path]?.reason
      return file
    }.sorted { $0.path < $1.path }
  }

  /// Why a file's lines are not all its role's part: `"; its 6 lines of
  /// protocols count as the contract (view)"`, or nothing.
  static func splitNote(
    _ lines: PartLines, part: ScreenPart, role: Role, embedded: (role: Role, lines: Int)?
  ) -> String {
    let contract = role == .presenter ? lines.view : 0
    let moved = lines.total - lines[part] - contract - (embedded?.lines ?? 0)
    return (contract > 0 ? "; its \(contract) lines of protocols count as the contract (view)" : "")
      + (embedded.map { "; its \($0.lines) lines of \($0.role) count as logic" } ?? "")
      + (moved > 0 ? "; its \(moved) lines of protocols other parts implement are theirs" : "")
  }

  static func entry(_ file: FileLineCount, rules: RoleRules, splitByArchitecture: Bool, isBase: Bool = false) -> Entry {
    let part = rules.part(of: file.role) ?? .other
    let stem = ScreenNaming.stem(ofPath: file.path)
    let isExtension = Glob.lastComponent(file.path).contains("+")
    let anchorRole =
      (part == .logic && file.role != "view state" && file.role != "logic helper") || file.role == .contract
      || ScreenPattern.controllerRoles.contains(file.role)
    let isItem = anchorRole && file.role != .contract && ScreenNaming.isItem(ofPath: file.path)
    let folder = ScreenNaming.screenFolder(ofPath: file.path)
    let folders = file.path.split(separator: "/").dropLast()
    return Entry(
      file: file, part: part, stem: stem, folder: folder, place: ScreenNaming.place(ofPath: file.path),
      architecture: splitByArchitecture ? ScreenNaming.architectureFolder(ofPath: file.path)?.folder : nil,
      // A stub (`import Foundation` alone) or a file commented out whole anchors nothing.
      isAnchor: anchorRole && !isBase && !stem.isEmpty && !isExtension && !isItem && file.counts.code >= 2
        && ScreenNaming.namesAScreen(stem: stem, role: file.role, path: file.path),
      isItem: isItem,
      roleFoldersBelow: Array(folders.dropFirst(folder.split(separator: "/").count)))
  }

  /// `--screens folder`: each screen folder that holds an anchor.
  static func byFolder(_ entries: [Entry]) -> [Int: (Key, String)] {
    let folders = Set(entries.filter { $0.isAnchor && !$0.folder.isEmpty }.map(FolderKey.init))
    var assigned: [Int: (Key, String)] = [:]
    for i in entries.indices where folders.contains(FolderKey(entries[i])) {
      let folder = entries[i].folder
      assigned[i] = (Key(architecture: entries[i].architecture, name: folder, byFolder: true), "folder \(folder)")
    }
    return assigned
  }

  /// `auto` and `name`: anchors by stem and place, the folder where names
  /// drift (`auto` only), then the other files; with why each file that
  /// went to no screen did not.
  static func byName(
    _ entries: [Entry], folderFallback: Bool
  ) -> (assigned: [Int: (Key, String)], shared: [Int: String]) {
    var clusters = stemClusters(entries)
    var assigned: [Int: (Key, String)] = [:]
    var shared: [Int: String] = [:]
    let pairs = { (members: [Int]) -> Bool in
      members.contains { entries[$0].part == .logic } && members.contains { entries[$0].part == .view }
    }
    var childReasons: [Int: String] = [:]
    if folderFallback { mergeChildControllers(entries, &clusters, &childReasons) }
    if folderFallback {
      // Names drift: a folder whose logic and view anchors pair by no stem is one screen.
      var unpaired: [FolderKey: [Int]] = [:]
      for (_, members) in clusters where !pairs(members) {
        for i in members { unpaired[FolderKey(entries[i]), default: []].append(i) }
      }
      // One screen whose names drift has a name or two per side; a folder of five view models is five screens.
      let fewNames = { (members: [Int]) -> Bool in
        let stems = { (part: ScreenPart) in Set(members.filter { entries[$0].part == part }.map { entries[$0].stem }) }
        return stems(.logic).count <= 2 && stems(.view).count <= 2
      }
      for (folder, members) in unpaired where pairs(members) && fewNames(members) && !folder.path.isEmpty {
        let key = Key(architecture: folder.architecture, name: folder.path, byFolder: true)
        let names = Set(members.map { entries[$0].stem }).sorted().joined(separator: ", ")
        for i in members { assigned[i] = (key, "folder \(folder.path): names \(names) do not pair") }
        for key in clusters.keys { clusters[key]!.removeAll { members.contains($0) } }
      }
    }
    // A contract alone is no screen: its presenter or view is named otherwise, or it serves many.
    for (key, members) in clusters where members.allSatisfy({ entries[$0].file.role == .contract }) {
      clusters[key] = []
    }
    for (key, members) in clusters {
      for i in members { assigned[i] = (key, childReasons[i] ?? "name \(key.name)") }
    }
    var anchorFolders: [Key: Set<String>] = [:]
    for (i, value) in assigned { anchorFolders[value.0, default: []].insert(entries[i].folder) }
    let near = NearestScreen(clusters.keys.filter { !clusters[$0]!.isEmpty })
    var screensInFolder: [FolderKey: Set<Key>] = [:]
    for (i, value) in assigned { screensInFolder[FolderKey(entries[i]), default: []].insert(value.0) }
    let parents = packageRoots(Set(screensInFolder.keys), children: 1)
    let roots = packageRoots(Set(screensInFolder.keys), children: 2)
    for i in entries.indices where assigned[i] == nil {
      let entry = entries[i]
      let near = near.key(stem: entry.stem, architecture: entry.architecture, place: entry.place)
      let layer = entry.roleFoldersBelow.first { ScreenNaming.layerFolders.contains($0.lowercased()) }
      if let near {
        // A repository in the app's `repository/` or `data/` is the app's, whatever its name: a layer file is a
        // screen's own only inside a folder of that screen alone (`feed/data/FeedRepository.kt`).
        let own = (anchorFolders[near] ?? []).contains { folder in
          (folder == entry.folder || entry.folder.hasPrefix(folder + "/"))
            && screensInFolder[FolderKey(architecture: entry.architecture, path: folder)]?.count == 1
        }
        guard layer != nil && !own else {
          assigned[i] = (near, "name \(entry.stem)")
          continue
        }
        shared[i] = "named for \(near.name), but in \(layer!)/ of \(entry.folder), a folder of more than that screen: "
          + "the app's"
        continue
      }
      guard folderFallback, !entry.folder.isEmpty, let inFolder = screensInFolder[FolderKey(entry)] else { continue }
      // A prefix places a view or helper beside its screen, and a model file of a folder of one or two screens
      // (`About/Model/AboutMenuItem.swift`), not the data layer of an app's folder (`data/GardenPlanting.kt`).
      if layer == nil || inFolder.count <= 2, let prefixed = prefixed(entry, inFolder) {
        assigned[i] = (prefixed, "prefix \(prefixed.name) in \(entry.folder)")
      } else if let layer, parents.contains(FolderKey(entry)) {
        shared[i] = "in \(layer)/ of \(entry.folder), which holds another screen's folder: the app's, not a screen's"
      } else if roots.contains(FolderKey(entry)) {
        shared[i] = "in \(entry.folder), which holds other screens' folders: the app's, not its root screen's"
      } else if inFolder.count == 1, let only = inFolder.first {
        assigned[i] = (only, "the only screen in \(entry.folder)")
      }
    }
    if folderFallback { prefixAgain(entries, &assigned, &shared) }
    attachNamesakes(entries, &assigned, &shared)
    return (assigned, shared)
  }

  /// A view controller, activity or fragment with no logic of its own
  /// whose name extends a screen's as a word, near it
  /// (`MoviesListTableViewController` beside `MoviesListViewModel`), is a
  /// child of that screen, not a screen. A fragment is always a screen.
  static func mergeChildControllers(
    _ entries: [Entry], _ clusters: inout [Key: [Int]], _ reasons: inout [Int: String]
  ) {
    let parents = clusters.filter { _, members in members.contains { entries[$0].part == .logic } }
    for (key, members) in clusters where !members.contains(where: { entries[$0].part == .logic }) {
      // A fragment is a screen (Claims.md): one named after the activity that hosts it is no child of the host's.
      guard !members.contains(where: { entries[$0].file.role == "fragment" }) else { continue }
      let place = key.place.split(separator: "/")
      let parent = parents.keys.filter { other in
        other != key && other.architecture == key.architecture && key.name.count > other.name.count
          && key.name.hasPrefix(other.name)
          && key.name[key.name.index(key.name.startIndex, offsetBy: other.name.count)].isUppercase
          && ScreenNaming.isNear(other.place.split(separator: "/"), place)
      }.max { ($0.name.count, $1.place) < ($1.name.count, $0.place) }
      guard let parent else { continue }
      clusters[parent]!.append(contentsOf: members)
      clusters[key] = []
      for i in members { reasons[i] = "prefix \(parent.name): a child of that screen, with no logic of its own" }
    }
  }

  /// Of the screens in `entry`'s folder, the one whose name begins the
  /// file's name as a word (`ProfileAvatarView` → `Profile`), longest first.
  static func prefixed(_ entry: Entry, _ screens: Set<Key>) -> Key? {
    let name = ScreenNaming.baseName(ofPath: entry.file.path)
    return screens.filter { key in
      guard !key.byFolder, name.count > key.name.count, name.hasPrefix(key.name) else { return false }
      return name[name.index(name.startIndex, offsetBy: key.name.count)].isUppercase
    }.max { ($0.name.count, $1.name) < ($1.name.count, $0.name) }
  }

  /// Screen folders that hold `children` or more other screens' folders.
  /// One is enough for a folder's `data/` and `di/` to be the app's, not
  /// the screen's beside them; it takes two for an app's root package,
  /// whose helpers are the app's too: a screen's folder with one child
  /// screen's (`main/` and `main/rating/`) keeps its own helpers.
  ///
  /// - Complexity: O(folders × depth): each folder counts itself in the
  ///   folders above it.
  static func packageRoots(_ folders: Set<FolderKey>, children: Int) -> Set<FolderKey> {
    var below: [FolderKey: Int] = [:]
    for folder in folders {
      var path = Substring(folder.path)
      while let slash = path.lastIndex(of: "/") {
        path = path[..<slash]
        let above = FolderKey(architecture: folder.architecture, path: String(path))
        if folders.contains(above) { below[above, default: 0] += 1 }
      }
    }
    return Set(folders.filter { below[$0, default: 0] >= children })
  }

  /// A second look by prefix, now that views have joined their screens: a
  /// file in a folder where a screen's views went, whose name begins with
  /// that screen's (`compose/plantlist/PlantListItemView.kt` beside
  /// `PlantListScreen.kt`, its view model in `viewmodels/`).
  static func prefixAgain(_ entries: [Entry], _ assigned: inout [Int: (Key, String)], _ shared: inout [Int: String]) {
    var screensInFolder: [FolderKey: Set<Key>] = [:]
    for (i, value) in assigned { screensInFolder[FolderKey(entries[i]), default: []].insert(value.0) }
    for i in entries.indices where assigned[i] == nil && shared[i] == nil {
      let entry = entries[i]
      guard !entry.folder.isEmpty, !entry.roleFoldersBelow.contains(where: {
        ScreenNaming.layerFolders.contains($0.lowercased())
      }), let inFolder = screensInFolder[FolderKey(entry)], let prefixed = prefixed(entry, inFolder)
      else { continue }
      assigned[i] = (prefixed, "prefix \(prefixed.name) in \(entry.folder), where its views are")
    }
  }

  /// Where the tree holds its screens in several architecture folders: a
  /// file that went to no screen goes to the screen of the same name whose
  /// namesake file (the same file name) is in another architecture's
  /// screen, as a helper in `mvp/login/` and `mvvm/util/`.
  static func attachNamesakes(
    _ entries: [Entry], _ assigned: inout [Int: (Key, String)], _ shared: inout [Int: String]
  ) {
    guard entries.contains(where: { $0.architecture != nil }) else { return }
    var screenOf: [String: [(architecture: String?, base: String)]] = [:]
    for (i, value) in assigned {
      let file = String(Glob.lastComponent(entries[i].file.path))
      screenOf[file, default: []].append((entries[i].architecture, baseName(value.0)))
    }
    let keys = Set(assigned.values.map(\.0))
    for i in entries.indices where assigned[i] == nil {
      let entry = entries[i]
      let file = String(Glob.lastComponent(entry.file.path))
      let bases = Set((screenOf[file] ?? []).filter { $0.architecture != entry.architecture }.map(\.base))
      guard bases.count == 1, let base = bases.first else { continue }
      let mine = keys.filter { $0.architecture == entry.architecture && baseName($0) == base }
      guard mine.count == 1, let key = mine.first else { continue }
      assigned[i] = (key, "its namesake \(file) is in \(base) in another architecture folder")
      shared[i] = nil
    }
  }

  /// Anchors of one stem (and architecture) whose places are near
  /// (``ScreenNaming/isNear(_:_:)``): one cluster each, keyed by the
  /// shortest place in it.
  static func stemClusters(_ entries: [Entry]) -> [Key: [Int]] {
    let anchors = entries.indices.filter { entries[$0].isAnchor }
    let groups = Dictionary(grouping: anchors) { [entries[$0].architecture ?? "", entries[$0].stem] }
    var clusters: [Key: [Int]] = [:]
    for (_, group) in groups {
      let ordered = group.sorted {
        (entries[$0].place.count, entries[$0].file.path) < (entries[$1].place.count, entries[$1].file.path)
      }
      var found: [(place: [Substring], members: [Int])] = []
      // Places come shortest first, so a near cluster's place begins this one's: look its prefixes up.
      var clusterAt: [String: Int] = [:]
      for i in ordered {
        let place = entries[i].place
        let near = (0...place.count).compactMap { clusterAt[place.prefix($0).joined(separator: "/")] }.min()
        if let c = near {
          found[c].members.append(i)
        } else {
          clusterAt[place.joined(separator: "/")] = found.count
          found.append((place, [i]))
        }
      }
      for cluster in found {
        let first = entries[cluster.members[0]]
        let key = Key(
          architecture: first.architecture, name: first.stem, byFolder: false,
          place: cluster.place.joined(separator: "/"))
        clusters[key] = cluster.members
      }
    }
    return clusters
  }

  static func baseName(_ key: Key) -> String {
    key.byFolder ? String(key.name.split(separator: "/").last ?? Substring(key.name)) : key.name
  }

  /// Each screen's name: its stem or folder, with where it is when two
  /// screens would share one (their folders without the part they share:
  /// `Repos (App/ReposScene)`, `Repos (Delegates/App/ReposScene)`); the
  /// architecture folder first.
  static func names(_ members: [Key: [Int]], _ entries: [Entry]) -> [Key: String] {
    let folder = { (key: Key) -> [Substring] in
      (key.byFolder ? key.name : members[key]!.map { entries[$0].folder }.min() ?? "").split(separator: "/")
    }
    let clashes = Dictionary(grouping: members.keys) { [$0.architecture ?? "", baseName($0)] }
    var names: [Key: String] = [:]
    for (_, keys) in clashes {
      let folders = keys.map(folder)
      let shared = folders.dropFirst().reduce(folders[0].count) { common, other in
        min(common, zip(folders[0], other).prefix { $0 == $1 }.count)
      }
      for (key, path) in zip(keys, folders) {
        var name = baseName(key)
        if keys.count > 1 {
          let place = path.dropFirst(shared).joined(separator: "/")
          name += " (\(place.isEmpty ? path.joined(separator: "/") : place))"
        }
        names[key] = key.architecture.map { "\($0)/\(name)" } ?? name
      }
    }
    return names
  }
}
