/// An option that takes a value: `--format markdown`, `--format=markdown`
/// or `-f markdown`.
///
/// A command makes it through an ``Option`` key, which also reads the
/// value back typed; write one out only for a key of a kind of its own
/// (``Option/init(_:read:)``).
///
/// ```swift
/// OptionSpec(
///   "format", short: "f", help: "The output format.",
///   allowedValues: ["text", "markdown", "json", "html"], defaultValue: "text")
/// ```
package struct OptionSpec: Sendable, Equatable {
  /// The long name without dashes: `format` for `--format`.
  package var name: String
  /// The optional one-letter name: `f` for `-f`.
  package var short: Character?
  /// The placeholder of the value in help, shown as `<format>`.
  package var valueName: String
  /// One line (or a short paragraph) of help.
  package var help: String
  /// The only values accepted, in the order help lists them; empty accepts any.
  package var allowedValues: [String]
  /// The value used when the option is not given, shown in help.
  package var defaultValue: String?
  /// Whether the option may be given more than once, collecting every value.
  package var isRepeatable: Bool

  /// Creates an option; `valueName` defaults to the long name.
  package init(
    _ name: String, short: Character? = nil, valueName: String? = nil, help: String,
    allowedValues: [String] = [], defaultValue: String? = nil, isRepeatable: Bool = false
  ) {
    self.name = name
    self.short = short
    self.valueName = valueName ?? name
    self.help = help
    self.allowedValues = allowedValues
    self.defaultValue = defaultValue
    self.isRepeatable = isRepeatable
  }

  /// `--format`.
  package var longLabel: String { "--\(name)" }
}
