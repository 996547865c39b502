/// Code lines per part of a screen: logic, view, model, wiring, other.
///
/// ```swift
/// var lines = PartLines()
/// lines[.logic] += 120
/// lines.total  // 120
/// ```
public struct PartLines: Sendable, Hashable, Codable {
  /// Presenter or view model (and its state).
  public var logic = 0
  /// Views, view controllers, contract.
  public var view = 0
  /// The screen's own model files.
  public var model = 0
  /// Routers, coordinators, builders, DI.
  public var wiring = 0
  /// Anything else grouped into the screen.
  public var other = 0

  /// No lines.
  public init() {}

  /// The lines of `part`.
  public subscript(part: ScreenPart) -> Int {
    get {
      switch part {
      case .logic: logic
      case .view: view
      case .model: model
      case .wiring: wiring
      case .other: other
      }
    }
    set {
      switch part {
      case .logic: logic = newValue
      case .view: view = newValue
      case .model: model = newValue
      case .wiring: wiring = newValue
      case .other: other = newValue
      }
    }
  }

  /// All parts together.
  public var total: Int { logic + view + model + wiring + other }
}
