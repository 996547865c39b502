/// What a role is in the article's split of a screen's code: logic
/// (presenter, view model), view, model, or wiring (routers, coordinators,
/// dependency injection). The size claims are about these parts, so every
/// role maps to one; ``RoleRules/part(of:)`` gives the map.
///
/// ```swift
/// RoleRules.mobilePreset.part(of: "interactor")  // .model
/// RoleRules.mobilePreset.part(of: "coordinator") // .wiring
/// ```
public enum ScreenPart: String, Sendable, Hashable, Codable, CaseIterable, Comparable, CustomStringConvertible {
  /// Presentation logic: the presenter, the view model and its state.
  case logic
  /// What draws and forwards input: views, view controllers, activities,
  /// fragments, cells, and the contract a presenter talks through.
  case view
  /// Data and business rules: models, repositories, services, use cases,
  /// interactors.
  case model
  /// Glue that builds and connects screens: routers, coordinators,
  /// builders, dependency-injection modules, the app delegate.
  case wiring
  /// Anything else (helpers, extensions, fakes).
  case other

  /// Orders as declared.
  public static func < (lhs: ScreenPart, rhs: ScreenPart) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }

  /// The part's name.
  public var description: String { rawValue }
}
