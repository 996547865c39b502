/// A line of a rules file that ``RoleRules/init(parsing:fallback:)`` could not read.
///
/// ```swift
/// do {
///   _ = try RoleRules(parsing: "*View.swift view\n*Presenter.swift\n")
/// } catch {
///   print(error)  // line 2: expected `<glob> <role>`, found only the glob `*Presenter.swift`
/// }
/// ```
public struct RuleFileError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The 1-based line number in the rules file.
  public var line: Int
  /// What is wrong with the line.
  public var message: String
  /// The line as written.
  public var text: String

  /// Creates an error for line `line`.
  public init(line: Int, message: String, text: String) {
    self.line = line
    self.message = message
    self.text = text
  }

  /// `"line 2: expected `<glob> <role>`, …"`.
  public var description: String { "line \(line): \(message)" }
}
