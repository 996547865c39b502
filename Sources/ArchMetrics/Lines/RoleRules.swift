import Foundation

/// Path rules that give each source file a ``Role``: read in order, the
/// first rule whose glob matches wins; a path no rule matches gets
/// ``fallback``.
///
/// ``standard`` fits the feature suite's layout,
/// `Sources/ArchFeatures/<Screen>/<VariantFolder>/<Name><Role>.swift`. Any
/// other Swift project can bring its own rules as a plain text file, one
/// rule per line, `<glob> <role>`; `#` starts a comment (at a line's start
/// or after whitespace) and blank lines are skipped. The glob is the first
/// word (so it cannot hold spaces) and must hold `*`, `?`, `/` or `.`; the
/// role is the rest of the line: letters and spaces, custom names welcome.
/// See ``Glob`` for the pattern syntax.
///
/// ```swift
/// let rules = try RoleRules(parsing: """
///   # Coordinators first: they are named *Controller.swift too.
///   **/Coordinators/*   coordinator
///   *ViewModel.swift    view model
///   *View.swift         view
///   """)
/// rules.role(forPath: "App/Coordinators/LoginController.swift")  // "coordinator"
/// rules.role(forPath: "App/Main.swift")                           // .other
/// ```
public struct RoleRules: Sendable, Hashable, Codable, CustomStringConvertible {
  /// The rules, first match wins.
  public var rules: [RoleRule]
  /// The role of a path no rule matches.
  public var fallback: Role

  /// Rules `rules`, then `fallback` for the rest.
  ///
  /// ```swift
  /// RoleRules([RoleRule("*Tests.swift", "test")], fallback: .other)
  /// ```
  public init(_ rules: [RoleRule], fallback: Role = .other) {
    self.rules = rules
    self.fallback = fallback
  }

  /// The feature suite's layout: `Fake*.swift` files are fakes (test
  /// doubles); contract, presenter, view model, view, controller by
  /// file-name suffix; everything else in a `Model` folder is model;
  /// `*Scenarios.swift` is scenarios, the rest other.
  ///
  /// ```swift
  /// RoleRules.standard.role(forPath: "Sources/ArchFeatures/UserProfile/MVP/UserProfilePresenter.swift")
  /// // .presenter
  /// ```
  public static let standard = RoleRules([
    RoleRule("Fake*.swift", .fake),
    RoleRule("*Contract.swift", .contract),
    RoleRule("*Presenter.swift", .presenter),
    RoleRule("*ViewModel.swift", .viewModel),
    RoleRule("*View.swift", .view),
    RoleRule("*Controller.swift", .controller),
    RoleRule("**/Model/**", .model),
    RoleRule("*Scenarios.swift", .scenarios),
  ])

  /// Reads rules from the text of a rules file.
  ///
  /// ```swift
  /// let rules = try RoleRules(parsing: "*Store.swift store\n")
  /// ```
  ///
  /// - Throws: ``RuleFileError`` naming the first line that is not
  ///   `<glob> <role>`, a comment or blank.
  public init(parsing text: String, fallback: Role = .other) throws(RuleFileError) {
    var rules: [RoleRule] = []
    var number = 0
    for rawLine in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }) {
      number += 1
      if let rule = try Self.rule(in: String(rawLine), line: number) { rules.append(rule) }
    }
    self.init(rules, fallback: fallback)
  }

  /// Reads rules from the rules file at `url`.
  ///
  /// ```swift
  /// let rules = try RoleRules(contentsOf: URL(fileURLWithPath: "roles.txt"))
  /// ```
  ///
  /// - Throws: the error of reading the file, or ``RuleFileError``.
  public init(contentsOf url: URL, fallback: Role = .other) throws {
    try self.init(parsing: String(decoding: try Data(contentsOf: url), as: UTF8.self), fallback: fallback)
  }

  /// The rule in one line of a rules file, `nil` for a comment or blank line.
  static func rule(in line: String, line number: Int) throws(RuleFileError) -> RoleRule? {
    var content = Substring(line)
    if let hash = content.indices.first(where: { content[$0] == "#" && ($0 == content.startIndex || content[content.index(before: $0)].isWhitespace) }) {
      content = content[..<hash]
    }
    let words = content.split(maxSplits: 1, whereSeparator: { $0.isWhitespace })
    guard let glob = words.first else { return nil }
    // A word with none of `*?/.` names no file: it is a role without a glob.
    let looksLikeGlob = glob.contains(where: { "*?/.".contains($0) })
    guard words.count == 2 else {
      let message = looksLikeGlob
        ? "expected `<glob> <role>`, found only the glob `\(glob)`"
        : "expected `<glob> <role>`, found no glob before `\(glob)`"
      throw RuleFileError(line: number, message: message, text: line)
    }
    guard looksLikeGlob else {
      let message = "expected `<glob> <role>`, but `\(glob)` is no glob (a glob holds `*`, `?`, `/` or `.`)"
      throw RuleFileError(line: number, message: message, text: line)
    }
    guard let role = Role(name: String(words[1])) else {
      let name = words[1].trimmingCharacters(in: .whitespaces)
      throw RuleFileError(line: number, message: "a role name is letters and spaces, not `\(name)`", text: line)
    }
    return RoleRule(String(glob), role)
  }

  /// The role of the file at `path`, relative to the counted root.
  ///
  /// ```swift
  /// RoleRules.standard.role(forPath: "Sources/ArchFeatures/UserProfile/Model/User.swift")  // .model
  /// ```
  public func role(forPath path: String) -> Role {
    rules.first(where: { $0.glob.matches(path) })?.role ?? fallback
  }

  /// Every role the rules can give, in rule order, then the fallback.
  ///
  /// ```swift
  /// RoleRules.standard.roles.last  // .other
  /// ```
  public var roles: [Role] {
    var seen = Set<Role>()
    return (rules.map(\.role) + [fallback]).filter { seen.insert($0).inserted }
  }

  /// The rules as the text of a rules file, which ``init(parsing:fallback:)``
  /// reads back.
  public var description: String {
    rules.map(\.description).joined(separator: "\n") + "\n"
  }
}
