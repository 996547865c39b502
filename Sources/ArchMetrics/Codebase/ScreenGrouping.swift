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

  private struct Entry {
    var file: FileLineCount
    var part: ScreenPart
    var stem: String
    var folder: String
    var architecture: String?
    var isAnchor: Bool
  }

  private struct Key: Hashable {
    var architecture: String?
    var name: String
    var byFolder: Bool
  }

  /// Groups `files` (roles as counted) by `mode`; `rules` give each role
  /// its part.
  public init(_ files: [FileLineCount], rules: RoleRules, mode: ScreenGroupingMode = .auto) {
    self.mode = mode
    let found = Set(files.compactMap { ScreenNaming.architectureFolder(ofPath: $0.path)?.folder })
    architectures = found.count >= 2 ? found.sorted() : []
    let split = !architectures.isEmpty
    let entries = files.map { file -> Entry in
      let part = rules.part(of: file.role) ?? .other
      return Entry(
        file: file, part: part, stem: ScreenNaming.stem(ofPath: file.path),
        folder: ScreenNaming.screenFolder(ofPath: file.path),
        architecture: split ? ScreenNaming.architectureFolder(ofPath: file.path)?.folder : nil,
        isAnchor: part == .logic || file.role == .contract || ScreenPattern.controllerRoles.contains(file.role))
    }
    var assigned: [Int: (Key, String)] = [:]
    let anchors = entries.indices.filter { entries[$0].isAnchor && !entries[$0].stem.isEmpty }
    if mode == .folder {
      let folders = Set(anchors.map { FolderKey(entries[$0]) })
      for i in entries.indices where folders.contains(FolderKey(entries[i])) {
        let folder = entries[i].folder
        assigned[i] = (Key(architecture: entries[i].architecture, name: folder, byFolder: true), "folder \(folder)")
      }
    } else {
      var byStem: [Key: [Int]] = [:]
      for i in anchors { byStem[Key(architecture: entries[i].architecture, name: entries[i].stem, byFolder: false), default: []].append(i) }
      let pairs = { (members: [Int]) -> Bool in
        members.contains { entries[$0].part == .logic } && members.contains { entries[$0].part == .view }
      }
      if mode == .auto {
        // Names drift: a folder whose logic and view anchors pair by no stem is one screen.
        var unpaired: [FolderKey: [Int]] = [:]
        for (_, members) in byStem where !pairs(members) {
          for i in members { unpaired[FolderKey(entries[i]), default: []].append(i) }
        }
        for (folder, members) in unpaired where pairs(members) && !folder.path.isEmpty {
          let key = Key(architecture: folder.architecture, name: folder.path, byFolder: true)
          let names = Set(members.map { entries[$0].stem }).sorted().joined(separator: ", ")
          for i in members {
            assigned[i] = (key, "folder \(folder.path): names \(names) do not pair")
            byStem[Key(architecture: entries[i].architecture, name: entries[i].stem, byFolder: false)]?.removeAll { $0 == i }
          }
        }
      }
      for (key, members) in byStem {
        for i in members { assigned[i] = (key, "name \(key.name)") }
      }
      // The rest joins a screen by name, else by folder.
      let screenKeys = Set(assigned.values.map(\.0))
      var screensInFolder: [FolderKey: Set<Key>] = [:]
      for (i, value) in assigned { screensInFolder[FolderKey(entries[i]), default: []].insert(value.0) }
      for i in entries.indices where assigned[i] == nil {
        let entry = entries[i]
        let byName = Key(architecture: entry.architecture, name: entry.stem, byFolder: false)
        if screenKeys.contains(byName) {
          assigned[i] = (byName, "name \(entry.stem)")
        } else if mode == .auto, let inFolder = screensInFolder[FolderKey(entry)], inFolder.count == 1,
          let only = inFolder.first, !entry.folder.isEmpty
        {
          assigned[i] = (only, "the only screen in \(entry.folder)")
        }
      }
    }
    // Names: the stem or the folder's last component, made unique.
    let keys = Set(assigned.values.map(\.0))
    var names: [Key: String] = [:]
    let base = { (key: Key) -> String in
      key.byFolder ? String(key.name.split(separator: "/").last ?? Substring(key.name)) : key.name
    }
    let counts = Dictionary(grouping: keys, by: { [$0.architecture ?? "", base($0)] }).mapValues(\.count)
    for key in keys {
      var name = base(key)
      if counts[[key.architecture ?? "", name]]! > 1 && key.byFolder { name += " (\(key.name))" }
      names[key] = key.architecture.map { "\($0)/\(name)" } ?? name
    }
    var members: [Key: [Int]] = [:]
    for (i, value) in assigned { members[value.0, default: []].append(i) }
    screens = members.map { key, indices in
      var lines = PartLines()
      for i in indices { lines[entries[i].part] += entries[i].file.counts.code }
      let (pattern, detail) = ScreenPattern.detect(roles: Set(indices.map { entries[$0].file.role }))
      return AppScreen(
        name: names[key]!, baseName: base(key), architecture: key.architecture, pattern: pattern,
        patternDetail: detail, groupedBy: key.byFolder ? .folder : .name,
        files: indices.map { entries[$0].file.path }.sorted(), lines: lines)
    }.sorted { $0.name < $1.name }
    self.files = entries.indices.map { i in
      let entry = entries[i]
      let screen = assigned[i].map { names[$0.0]! }
      let reason = assigned[i]?.1
        ?? (entry.folder.isEmpty ? "no screen shares its name" : "no screen shares its name or folder")
      return GroupedFile(
        path: entry.file.path, role: entry.file.role, part: entry.part, code: entry.file.counts.code,
        screen: screen, reason: reason)
    }.sorted { $0.path < $1.path }
  }

  private struct FolderKey: Hashable {
    var architecture: String?
    var path: String
    init(_ entry: Entry) {
      architecture = entry.architecture
      path = entry.folder
    }
  }
}
