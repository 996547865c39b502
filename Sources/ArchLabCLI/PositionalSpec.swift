/// An argument named by its place rather than by a dash: the `<feature>` in
/// `archlab play <feature>`.
///
/// ```swift
/// PositionalSpec("feature", help: "The feature to run.")
/// PositionalSpec("paths", help: "Files to count.", arity: .zeroOrMore)
/// ```
package struct PositionalSpec: Sendable, Equatable {
  /// How many values a positional takes.
  package enum Arity: Sendable, Equatable {
    /// Exactly one value; a missing one is an error.
    case one
    /// One value or none.
    case optional
    /// Any number of values, none included.
    case zeroOrMore
    /// At least one value.
    case oneOrMore
  }

  /// The name, used in help as `<name>` and to read the value back.
  package var name: String
  /// One line (or a short paragraph) of help.
  package var help: String
  /// How many values it takes.
  package var arity: Arity

  /// Creates a positional argument, required and single by default.
  package init(_ name: String, help: String, arity: Arity = .one) {
    self.name = name
    self.help = help
    self.arity = arity
  }

  /// The fewest values it accepts.
  var minimumCount: Int { arity == .one || arity == .oneOrMore ? 1 : 0 }

  /// Whether it accepts more than one value.
  var isRepeated: Bool { arity == .zeroOrMore || arity == .oneOrMore }
}
