/// A flag declared once and read back as a `Bool`, as ``Option`` is for
/// an option: its ``FlagSpec`` goes in the command's spec, and
/// ``ParsedArguments`` says whether it was given.
///
/// ```swift
/// static let strict = Flag("strict", help: "Fail on rules warnings.")
/// let isStrict = parsed.value(of: Self.strict)
/// ```
package struct Flag: Sendable {
  /// What the parser accepts and help prints.
  package let spec: FlagSpec

  /// Creates a flag.
  package init(_ name: String, short: Character? = nil, help: String) {
    spec = FlagSpec(name, short: short, help: help)
  }
}
