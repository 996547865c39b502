/// A flag, on when given and off otherwise: `--quick` or `-q`.
///
/// ```swift
/// FlagSpec("quick", short: "q", help: "Run fewer iterations.")
/// ```
public struct FlagSpec: Sendable, Equatable {
  /// The long name without dashes: `quick` for `--quick`.
  public var name: String
  /// The optional one-letter name: `q` for `-q`.
  public var short: Character?
  /// One line (or a short paragraph) of help.
  public var help: String

  /// Creates a flag.
  public init(_ name: String, short: Character? = nil, help: String) {
    self.name = name
    self.short = short
    self.help = help
  }

  /// `--quick`.
  public var longLabel: String { "--\(name)" }
}
