/// The architecture a screen of an app is written in, read from the roles
/// of its files (and, to tell VIPER from VIP, their names).
///
/// | files present | pattern |
/// |---|---|
/// | presenter and view model | other (mixed) |
/// | presenter, interactor, and models or a worker (Clean Swift) | VIP |
/// | presenter, interactor, and a router or an entity | VIPER |
/// | presenter (an interactor alone is a use-case layer) | MVP |
/// | reducer (a store's, a reactor) | MVI |
/// | view model | MVVM |
/// | a view controller, activity or fragment, no logic role | MVC |
/// | anything else | other |
///
/// MVP, VIPER and VIP are the MVP family (``isMVPFamily``): a presenter
/// drives a passive view, so the article's presenter claim applies to all
/// three.
///
/// ```swift
/// ScreenPattern.detect(roles: [.presenter, .contract, "view controller"])     // (.mvp, nil)
/// ScreenPattern.detect(roles: [.presenter, "interactor", "view controller"])  // (.mvp, nil)
/// ScreenPattern.detect(roles: [.presenter, "interactor", "router"])            // (.viper, nil)
/// ```
public enum ScreenPattern: String, Sendable, Hashable, Codable, CaseIterable, Comparable, CustomStringConvertible {
  /// A controller that holds the logic and drives the view itself.
  case mvc
  /// A presenter drives the view through a contract.
  case mvp
  /// MVP with an interactor, a router and entities (View, Interactor,
  /// Presenter, Entity, Router).
  case viper
  /// Clean Swift's cycle: the view controller calls the interactor, the
  /// interactor the presenter, the presenter the view controller.
  case vip
  /// The view binds to a view model's state.
  case mvvm
  /// Intents go through a reducer into one state the view renders.
  case mvi
  /// Any other arrangement (a presenter beside a view model, …).
  case other

  /// The roles that make a screen MVC when no logic role is there.
  static let controllerRoles: Set<Role> = ["view controller", "activity", "fragment", .controller]

  /// Name endings of Clean Swift's scene files (`OrderModels.swift`, `OrderWorker.swift`).
  static let vipMarkers = ["Models", "Worker", "DisplayLogic", "BusinessLogic"]
  /// Name endings that VIPER adds to MVP (`LoginEntity.swift`, `LoginWireframe.swift`).
  static let viperMarkers = ["Entity", "Entities", "Wireframe"]

  /// Whether a presenter drives the view: MVP, VIPER and VIP.
  public var isMVPFamily: Bool { self == .mvp || self == .viper || self == .vip }

  /// The pattern of a screen whose files have `roles` and are named
  /// `names` (file names without folders or extensions), and for
  /// ``other`` a short reason.
  public static func detect(roles: Set<Role>, names: [String] = []) -> (pattern: ScreenPattern, detail: String?) {
    let presenter = roles.contains(.presenter)
    let viewModel = roles.contains(.viewModel)
    if presenter && viewModel { return (.other, "presenter and view model") }
    if presenter && roles.contains("interactor") {
      let ends = { (markers: [String]) in names.contains { name in markers.contains { name.hasSuffix($0) } } }
      if ends(vipMarkers) { return (.vip, nil) }
      // An interactor beside a presenter and a view, with no router and no entity, is a use-case layer.
      if roles.contains("router") || ends(viperMarkers) { return (.viper, nil) }
      return (.mvp, nil)
    }
    if presenter { return (.mvp, nil) }
    // A reducer (TCA, ReactorKit's reactor) is the screen's logic even beside a cell's view model.
    if roles.contains(.reducer) { return (.mvi, nil) }
    if viewModel { return (.mvvm, nil) }
    if !roles.isDisjoint(with: controllerRoles) { return (.mvc, nil) }
    return (.other, "no presenter, view model or controller: " + roles.sorted().map(\.rawValue).joined(separator: ", "))
  }

  /// The pattern an architecture folder (`mvp/`, `VIPER/`) names for a
  /// screen whose roles read as `detected`, where the two disagree on a
  /// name only: a `ReposViewModel` in `mvp/` that drives its view through a
  /// delegate is the MVP of that tree. `nil` keeps `detected`.
  static func named(byFolder architecture: String, detected: ScreenPattern) -> ScreenPattern? {
    guard [.mvp, .viper, .vip, .mvvm].contains(detected) else { return nil }
    return switch architecture {
    case "mvp": .mvp
    case "viper": .viper
    case "vip": .vip
    case "mvvm": .mvvm
    default: nil
    }
  }

  /// Orders as declared.
  public static func < (lhs: ScreenPattern, rhs: ScreenPattern) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }

  /// `"MVC"`, `"MVP"`, `"VIPER"`, `"VIP"`, `"MVVM"`, `"MVI"`, `"other"`.
  public var description: String { self == .other ? "other" : rawValue.uppercased() }
}
