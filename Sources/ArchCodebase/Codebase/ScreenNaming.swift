/// How file names and folders name a screen: the stem a screen's files
/// share across roles, the folder a screen lives in, and the architecture
/// folder a tree may hold one copy of its screens in.
///
/// ```swift
/// ScreenNaming.stem(ofPath: "Scenes/Login/LoginViewController.swift")      // "Login"
/// ScreenNaming.stem(ofPath: "Login/LoginPresenter+Validation.swift")       // "Login"
/// ScreenNaming.screenFolder(ofPath: "login/ui/LoginFragment.kt")           // "login"
/// ScreenNaming.architecture(ofPath: "todo-mvp/tasks/TasksPresenter.java")  // "mvp"
/// ```
public enum ScreenNaming {
  /// The role suffixes a stem drops, longest first.
  static let suffixes = [
    "InteractorOutput", "InteractorInput", "FragmentProvider", "PresenterOutput", "PresenterInput", "MVPInteractor",
    "MvpInteractor", "MVPPresenter", "MvpPresenter", "ModuleOutput", "ModuleInput", "RouterInput", "ViewOutput",
    "ViewInput", "MVPView", "MvpView", "ViewIO",
    "ViewControllerImpl", "ViewController", "ViewModelImpl", "PresenterImpl", "InteractorImpl", "RepositoryImpl",
    "UseCaseImpl", "ScreenState", "Configurator", "Coordinator", "DataSource", "Interactor", "Repository",
    "PresenterProtocol", "ViewProtocol", "ViewHolder", "DataManager", "Wireframe", "Protocols", "Protocol",
    "Controller", "Content", "Route", "Navigator", "Presenter", "ViewModel", "ViewState", "Component", "Activity",
    "Fragment", "Assembly", "Contract", "Builder", "Factory", "Adapter", "UseCase", "Reducer", "UiState",
    "UIState", "Service", "Router", "Screen", "Module", "Dialog", "Intent", "Action", "Effect", "Model",
    "State", "Store", "Event", "Sheet", "Mvvm", "MVVM", "View", "Page", "Cell", "Mvp", "MVP", "VC", "VM",
  ]

  /// Folder names that say what a file is, not which screen it belongs to:
  /// a screen's folder is the nearest folder above a file not named so.
  static let roleFolders: Set<String> = [
    "view", "views", "presenter", "presenters", "viewmodel", "viewmodels", "model", "models", "ui", "presentation",
    "contract", "contracts", "interactor", "interactors", "router", "routers", "di", "data", "domain", "components",
    "cells", "controller", "controllers", "viewcontrollers", "fragments", "activities", "adapters", "state",
    "entities", "repository", "repositories", "usecase", "usecases", "services", "networking", "network",
    "remote", "local", "subviews", "screens", "scenes", "features", "feature", "modules", "src", "main", "uikit",
    "swiftui",
    "java", "kotlin", "swift", "sources", "com", "org", "io", "app",
  ]

  /// What is left of Apple's framework types once their role suffix is
  /// gone (`UIViewController`, `NSView`): stems of no screen.
  static let frameworkPrefixes: Set<String> = ["UI", "NS", "CA", "CG", "CL", "MK", "AV", "SK", "WK", "SCN", "GK"]

  /// The architectures a folder name can hold (`MVP/`, `todo-mvvm/`, `MVVMExample/`).
  static let architectures: Set<String> = ["mvc", "mvp", "mvvm", "mvi", "viper", "vip"]

  /// Words that make a base type's name generic (`BaseViewModel`,
  /// `MvpView`) when what follows them is a role suffix.
  static let genericPrefixes = [
    "Base", "Abstract", "Generic", "Default", "Core", "Mvp", "MVP", "Mvvm", "MVVM", "Mvi", "MVI",
  ]

  /// The file's name without folder, extension, `+Extension` part and role
  /// suffixes: what the files of one screen share. Suffixes are dropped
  /// one after another but never down to nothing, so `RepositoryPresenter`
  /// is `Repository` and `LoginScreenViewModel` is `Login`. Empty for a base
  /// type named by a role alone (`ViewModel.swift`, `Presenter.java`,
  /// `BaseViewModel.kt`, `MvpView.java`): it belongs to no screen.
  public static func stem(ofPath path: String) -> String {
    var name = Substring(Glob.lastComponent(path))
    if let dot = name.lastIndex(of: "."), dot > name.startIndex { name = name[..<dot] }
    if let plus = name.firstIndex(of: "+"), plus > name.startIndex { name = name[..<plus] }
    var bare = name
    if let prefix = genericPrefixes.first(where: { bare.hasPrefix($0) && bare.count > $0.count }) {
      bare = bare.dropFirst(prefix.count)
    }
    if suffixSet.contains(String(bare)) || suffixSet.contains(String(name)) { return "" }
    // Byte by byte: the suffixes are ASCII, and a stem is taken for every file of a large tree.
    var bytes = Array(name.utf8)
    let ends = { (suffix: [UInt8]) in bytes.count > suffix.count && bytes.suffix(suffix.count).elementsEqual(suffix) }
    while let suffix = suffixBytes.first(where: ends) {
      bytes.removeLast(suffix.count)
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  static let suffixSet = Set(suffixes)
  static let suffixBytes = suffixes.map { Array($0.utf8) }

  /// The folder a file's screen lives in: its path up to the nearest folder
  /// whose name is not a role folder (`Views/`, `ui/`, `presenter/`, …);
  /// `""` when every folder above it is one.
  public static func screenFolder(ofPath path: String) -> String {
    var folders = path.split(separator: "/", omittingEmptySubsequences: false).dropLast()
    while let last = folders.last, isRoleFolder(last, after: folders.dropLast().last) || isArchitectureName(last) {
      folders.removeLast()
    }
    return folders.joined(separator: "/")
  }

  /// The file's folders without role folders, anywhere on the path:
  /// `App/Views/Login/LoginView.swift` is at `App/Login`. Architecture
  /// folders stay: `MVC/App/` and `MVC/MVVMDelegates/App/` are two apps.
  public static func place(ofPath path: String) -> [Substring] {
    let folders = Array(path.split(separator: "/").dropLast())
    return folders.indices.filter { !isRoleFolder(folders[$0], after: $0 > 0 ? folders[$0 - 1] : nil) }.map {
      folders[$0]
    }
  }

  /// Whether `folder` says what its files are rather than which screen
  /// they belong to. `main` does so only as a source set (`src/main/`):
  /// elsewhere it is a feature folder (`x/main/MainActivity.java`).
  static func isRoleFolder(_ folder: Substring, after parent: Substring?) -> Bool {
    let name = folder.lowercased()
    guard name == "main" else {
      if roleFolders.contains(name) { return true }
      // A layer named in words (`User Interface`, `Application Logic`, `Module Interface`): every word a role's.
      let words = name.split(whereSeparator: { $0 == " " || $0 == "-" || $0 == "_" })
      return words.count > 1 && words.allSatisfy { roleFolders.contains(String($0)) || layerWords.contains(String($0)) }
    }
    return parent?.lowercased() == "src"
  }

  /// Words that, together, name a layer of a module rather than a screen.
  static let layerWords: Set<String> = ["user", "interface", "application", "logic", "module", "business", "layer"]

  /// Whether two places are near enough for files of one stem to be one
  /// screen: one holds the other (`App` and `App/Login`), not two apps side
  /// by side (`Classic/App` and `Delegates/App`).
  public static func isNear(_ place: [Substring], _ other: [Substring]) -> Bool {
    let shorter = min(place.count, other.count)
    return place.prefix(shorter) == other.prefix(shorter)
  }

  /// The architecture a folder on the file's path names, lowercased
  /// (`"mvp"` for `todo-mvp/`, `MVPExample/`), or `nil`.
  public static func architecture(ofPath path: String) -> String? {
    architectureFolder(ofPath: path)?.architecture
  }

  /// The first folder on the file's path that names an architecture, and
  /// the architecture it names: `("todo-mvp", "mvp")`.
  public static func architectureFolder(ofPath path: String) -> (folder: String, architecture: String)? {
    for folder in path.split(separator: "/").dropLast() {
      if let name = architectureName(folder) { return (String(folder), name) }
    }
    return nil
  }

  static func isArchitectureName(_ folder: Substring) -> Bool { architectureName(folder) != nil }

  /// The architecture named by one of `folder`'s words (``words(_:)``):
  /// `MVVMExample` is `MVVM`, `Example`.
  static func architectureName(_ folder: Substring) -> String? {
    words(folder).lazy.map { $0.lowercased() }.first { architectures.contains($0) }
  }

  /// A folder's words: split at non-letters and at case changes
  /// (`MVVMExample` is `MVVM`, `Example`; `todo-mvp-clean` is `todo`,
  /// `mvp`, `clean`).
  static func words(_ folder: Substring) -> [String] {
    var words: [String] = []
    var word = ""
    let characters = Array(folder)
    for (i, c) in characters.enumerated() {
      guard c.isLetter || c.isNumber else {
        if !word.isEmpty { words.append(word) }
        word = ""
        continue
      }
      let previous: Character? = i > 0 ? characters[i - 1] : nil
      let next: Character? = i + 1 < characters.count ? characters[i + 1] : nil
      let startsWord =
        c.isUppercase
        && (previous?.isLowercase == true || (previous?.isUppercase == true && next?.isLowercase == true))
      if startsWord, !word.isEmpty {
        words.append(word)
        word = ""
      }
      word.append(c)
    }
    if !word.isEmpty { words.append(word) }
    return words
  }
}
