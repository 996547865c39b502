/// The part a source file plays in a screen's architecture: view,
/// presenter, view model, …
///
/// A string-backed name, so a rules file can introduce roles of its own
/// (`use case`, `coordinator`). The suite's standard roles are the static
/// members. A role name is letters and single spaces; ``init(name:)``
/// checks that, ``init(rawValue:)`` does not.
///
/// ```swift
/// let role: Role = .viewModel
/// role.rawValue  // "view model"
/// Role(name: "use  case")  // Role("use case")
/// ```
public struct Role: RawRepresentable, Sendable, Hashable, Codable, Comparable, CustomStringConvertible,
  ExpressibleByStringLiteral
{
  /// The role's name as written in reports and rules files.
  public var rawValue: String

  /// A role named `rawValue`, unchecked.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// A role from a string literal, unchecked.
  public init(stringLiteral value: String) { self.rawValue = value }

  /// A role named `name` with runs of whitespace collapsed to one space, or
  /// `nil` unless the name is one or more words of letters. A word cannot
  /// start with a combining mark (`\u{301}`).
  ///
  /// ```swift
  /// Role(name: " view   model ")  // .viewModel
  /// Role(name: "view-model")      // nil
  /// Role(name: "")                // nil
  /// ```
  public init?(name: String) {
    // A mark after a space joins the space's character, and one after a tab
    // starts a word; printed with a space and read back, either is lost.
    let scalars = Array(name.unicodeScalars)
    let markStartsAWord = scalars.indices.contains { index in
      Self.isCombiningMark(scalars[index]) && (index == 0 || scalars[index - 1].properties.isWhitespace)
    }
    guard !markStartsAWord else { return nil }
    let words = name.split(whereSeparator: { $0.isWhitespace })
    guard !words.isEmpty, words.allSatisfy({ $0.allSatisfy(\.isLetter) }) else { return nil }
    self.rawValue = words.joined(separator: " ")
  }

  private static func isCombiningMark(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .spacingMark, .enclosingMark: true
    default: false
    }
  }

  /// Draws the screen and forwards user input.
  public static let view: Role = "view"
  /// The protocols a presenter and its view talk through (MVP).
  public static let contract: Role = "contract"
  /// Drives a passive view through its contract (MVP).
  public static let presenter: Role = "presenter"
  /// Exposes observable state the view binds to (MVVM).
  public static let viewModel: Role = "view model"
  /// Owns the view and the model's calls (MVC).
  /// An MVI reducer: the screen's state changes, pure.
  public static let reducer: Role = "reducer"
  /// An MVI store's effects: the work its reducer asks for.
  public static let effects: Role = "effects"
  public static let controller: Role = "controller"
  /// The screen's shared model, services and fakes.
  public static let model: Role = "model"
  /// The scenarios a screen is measured with.
  public static let scenarios: Role = "scenarios"
  /// Test doubles standing in for the network or the disk (`Fake*.swift`):
  /// not screen code, so the suite's figures leave them out.
  public static let fake: Role = "fake"
  /// Anything no rule claims.
  public static let other: Role = "other"

  /// The suite's standard roles, in report order.
  public static let standard: [Role] = [
    .view, .contract, .presenter, .viewModel, .reducer, .effects, .controller, .model, .scenarios, .fake, .other,
  ]

  /// Orders by name.
  public static func < (lhs: Role, rhs: Role) -> Bool { lhs.rawValue < rhs.rawValue }

  /// The role's name.
  public var description: String { rawValue }
}
