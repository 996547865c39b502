/// A flag, on when given and off otherwise: `--quick` or `-q`.
///
/// ```swift
/// FlagSpec("quick", short: "q", help: "Run fewer iterations.")
/// ```
package struct FlagSpec: Sendable, Equatable {
  /// The long name without dashes: `quick` for `--quick`.
  package var name: String
  /// The optional one-letter name: `q` for `-q`.
  package var short: Character?
  /// One line (or a short paragraph) of help.
  package var help: String

  /// Creates a flag.
  package init(_ name: String, short: Character? = nil, help: String) {
    self.name = name
    self.short = short
    self.help = help
  }

  /// `--quick`.
  package var longLabel: String { "--\(name)" }
}
