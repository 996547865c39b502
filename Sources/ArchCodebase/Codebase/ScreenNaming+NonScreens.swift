/// Names that look like a screen's and are not one: base classes,
/// capability protocols, framework types, list items.
extension ScreenNaming {
  /// Folders of code that serves every screen (`Utilities/`, `Common/`):
  /// a protocol there is a capability, not a screen's contract.
  static let utilityFolders: Set<String> = [
    "utilities", "utility", "utils", "util", "helpers", "helper", "common", "extensions", "extension", "core",
    "base", "support", "protocols",
  ]

  /// The last words of a list item's name, before its role suffix
  /// (`RepoCellPresenter`, `FeedItemViewModel`, `OrderRowViewModel`).
  static let itemWords = ["Cell", "Item", "Row"]

  /// Layer folders: under a package root that holds other screens'
  /// folders, code in these is the app's, not the root screen's.
  static let layerFolders: Set<String> = [
    "data", "domain", "di", "network", "networking", "remote", "local", "database", "db", "repository",
    "repositories", "usecase", "usecases", "services", "service", "model", "models", "entities", "api", "core",
    "common", "util", "utils",
  ]

  /// Folders of views every screen may use: a design system and a theme.
  /// (A `component/` folder may hold one screen's custom view.)
  static let sharedUIFolders: Set<String> = ["designsystem", "theme"]

  /// Whether the file is in a folder of shared views or utilities
  /// (`core/designsystem/…/Color.kt`, `ui/base/DialogMvpView.java`): the
  /// app's, whichever screen names it.
  static func isSharedUI(path: String) -> Bool {
    path.split(separator: "/").dropLast().contains { folder in
      let name = folder.lowercased()
      return sharedUIFolders.contains(name) || (utilityFolders.contains(name) && name != "protocols")
    }
  }

  /// The file's name without folders and extension: `LoginPresenter`.
  static func baseName(ofPath path: String) -> String {
    var name = Substring(Glob.lastComponent(path))
    if let dot = name.lastIndex(of: "."), dot > name.startIndex { name = name[..<dot] }
    return String(name)
  }

  /// Whether the file is the logic or controller of one item of a list
  /// (`RepoCellPresenter`, `FeedItemViewModel`, `ItemRepoViewModel`): its
  /// name without one role suffix ends with `Cell`, `Item` or `Row`, or
  /// begins with `Item`.
  ///
  /// ```swift
  /// ScreenNaming.isItem(ofPath: "Repos/RepoCellViewModel.swift")  // true
  /// ScreenNaming.isItem(ofPath: "Items/ItemDetailViewModel.kt")   // false
  /// ```
  public static func isItem(ofPath path: String) -> Bool {
    let name = baseName(ofPath: path)
    guard let suffix = suffixes.first(where: { name.count > $0.count && name.hasSuffix($0) }) else { return false }
    let rest = name.dropLast(suffix.count)
    if rest.count > 4, rest.hasPrefix("Item"), rest.dropFirst(4).first?.isUppercase == true { return true }
    return itemWords.contains { rest.count > $0.count && rest.hasSuffix($0) }
  }

  /// Whether a file of this stem and role can anchor a screen: not a base
  /// class (`BaseListViewController`), not a framework type of Apple's
  /// (`UITabBarController`), not a Dagger scope (`PerActivity`), not a
  /// capability (`Backable`, a `LoadableViewController` in `Core/UI/`) or a
  /// protocol in a utilities folder.
  public static func namesAScreen(stem: String, role: Role, path: String) -> Bool {
    if stem == "Per" { return false }
    let startsWord = { (prefix: String) -> Bool in
      guard stem.count > prefix.count, stem.hasPrefix(prefix) else { return false }
      return stem[stem.index(stem.startIndex, offsetBy: prefix.count)].isUppercase
    }
    if ["Base", "Abstract", "Generic"].contains(where: startsWord) { return false }
    // `UITabBar`, `NSFetched`: Apple's type and its own name; `SKUList` is the app's.
    if frameworkPrefixes.contains(where: { prefix in
      guard startsWord(prefix) else { return false }
      let rest = stem.dropFirst(prefix.count)
      return rest.count > 1 && rest[rest.index(after: rest.startIndex)].isLowercase
    }) {
      return false
    }
    if frameworkPrefixes.contains(stem) { return false }
    let capability = stem.hasSuffix("able") || stem.hasSuffix("ible")
    // Whole folder names, or their words split at spaces (`Core additions`): `commonMain` is no utilities folder.
    let words = path.split(separator: "/").dropLast().flatMap { $0.split(separator: " ") }.map { $0.lowercased() }
    let inUtilities = words.contains { utilityFolders.contains($0) && $0 != "protocols" }
    if role == .contract { return !capability && !inUtilities }
    // `TimetableViewController` is a screen; a `LoadableViewController` among shared code is not.
    return !(capability && inUtilities)
  }
}
