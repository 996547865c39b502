/// A positional argument declared once and read back typed, as ``Option``
/// is for an option: a required one as a `String`, an optional one as a
/// `String?`, a repeated one as `[String]`.
///
/// ```swift
/// static let feature: Positional<String> = .one("feature", help: "The screen.")
/// static let paths: Positional<[String]> = .zeroOrMore("path", help: "Files to count.")
/// ```
package struct Positional<Value: Sendable>: Sendable {
  /// What the parser accepts and help prints.
  package let spec: PositionalSpec
  /// The value from the texts the parser assigned to it, as many as its arity allows.
  let read: @Sendable (_ texts: [String]) -> Value
}

extension Positional where Value == String {
  /// Exactly one value: the parser refuses a command line without it.
  package static func one(_ name: String, help: String) -> Self {
    Positional(spec: PositionalSpec(name, help: help, arity: .one)) { $0.first ?? "" }
  }
}

extension Positional where Value == String? {
  /// One value or none.
  package static func optional(_ name: String, help: String) -> Self {
    Positional(spec: PositionalSpec(name, help: help, arity: .optional)) { $0.first }
  }
}

extension Positional where Value == [String] {
  /// Any number of values, none included.
  package static func zeroOrMore(_ name: String, help: String) -> Self {
    Positional(spec: PositionalSpec(name, help: help, arity: .zeroOrMore)) { $0 }
  }

  /// At least one value: the parser refuses a command line without one.
  package static func oneOrMore(_ name: String, help: String) -> Self {
    Positional(spec: PositionalSpec(name, help: help, arity: .oneOrMore)) { $0 }
  }
}
