/// The architecture a screen of an app is written in, read from the roles
/// of its files.
///
/// | roles present | pattern |
/// |---|---|
/// | presenter and view model | other (mixed) |
/// | presenter with interactor | other (VIPER/VIP) |
/// | presenter | MVP |
/// | view model | MVVM |
/// | reducer | MVI |
/// | a view controller, activity or fragment, no logic role | MVC |
/// | anything else | other |
///
/// ```swift
/// ScreenPattern.detect(roles: [.presenter, .contract, "view controller"])  // (.mvp, nil)
/// ScreenPattern.detect(roles: [.presenter, "router", .contract])          // (.mvp, nil)
/// ScreenPattern.detect(roles: [.presenter, "interactor", "router"])        // (.other, "VIPER/VIP: …")
/// ```
public enum ScreenPattern: String, Sendable, Hashable, Codable, CaseIterable, Comparable, CustomStringConvertible {
  /// A controller that holds the logic and drives the view itself.
  case mvc
  /// A presenter drives the view through a contract.
  case mvp
  /// The view binds to a view model's state.
  case mvvm
  /// Intents go through a reducer into one state the view renders.
  case mvi
  /// Any other arrangement (VIPER, VIP, a presenter beside a view model, …).
  case other

  /// The roles that make a screen MVC when no logic role is there.
  static let controllerRoles: Set<Role> = ["view controller", "activity", "fragment", .controller]

  /// The pattern of a screen whose files have `roles`, and for ``other``
  /// a short reason.
  public static func detect(roles: Set<Role>) -> (pattern: ScreenPattern, detail: String?) {
    let presenter = roles.contains(.presenter)
    let viewModel = roles.contains(.viewModel)
    if presenter && viewModel { return (.other, "presenter and view model") }
    // The interactor marks VIPER and VIP; a router alone sits beside plenty of MVP screens.
    if presenter && roles.contains("interactor") { return (.other, "VIPER/VIP: presenter with interactor") }
    if presenter { return (.mvp, nil) }
    if viewModel { return (.mvvm, nil) }
    if roles.contains(.reducer) { return (.mvi, nil) }
    if !roles.isDisjoint(with: controllerRoles) { return (.mvc, nil) }
    return (.other, "no presenter, view model or controller: " + roles.sorted().map(\.rawValue).joined(separator: ", "))
  }

  /// Orders as declared.
  public static func < (lhs: ScreenPattern, rhs: ScreenPattern) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }

  /// `"MVC"`, `"MVP"`, `"MVVM"`, `"MVI"`, `"other"`.
  public var description: String { self == .other ? "other" : rawValue.uppercased() }
}
