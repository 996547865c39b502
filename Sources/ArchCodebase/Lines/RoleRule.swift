/// One path rule: files whose path matches ``glob`` have ``role``.
///
/// ```swift
/// let rule = RoleRule("*ViewModel.swift", .viewModel)
/// rule.glob.matches("MVVM/ProfileViewModel.swift")  // true
/// ```
public struct RoleRule: Sendable, Hashable, Codable, CustomStringConvertible {
  /// The paths the rule claims.
  public var glob: Glob
  /// The role it gives them.
  public var role: Role

  /// A rule giving `role` to paths matching `glob`.
  public init(_ glob: Glob, _ role: Role) {
    self.glob = glob
    self.role = role
  }

  /// A rule giving `role` to paths matching the pattern `glob`.
  public init(_ glob: String, _ role: Role) {
    self.init(Glob(glob), role)
  }

  /// The rule as a rules-file line: `"*ViewModel.swift view model"`.
  /// A glob holding whitespace is quoted: `"Preview Content/**" preview`.
  public var description: String {
    // Bare only where a rules file reads it back as this glob: no spaces, a glob character, no leading `#` or `"`.
    let text = glob.pattern
    let bare = !text.contains(where: \.isWhitespace) && text.contains(where: { "*?/.".contains($0) })
      && !text.hasPrefix("#") && !text.hasPrefix("\"")
    let pattern = bare ? text : "\"\(text)\""
    return "\(pattern) \(role.rawValue)"
  }
}
