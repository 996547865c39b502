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
  /// Which part of a screen each role is (`<role> -> <part>` lines of a
  /// rules file); ``part(of:)`` adds the standard roles' parts.
  public var parts: [Role: ScreenPart]

  /// Rules `rules`, then `fallback` for the rest.
  public init(_ rules: [RoleRule], fallback: Role = .other, parts: [Role: ScreenPart] = [:]) {
    self.rules = rules
    self.fallback = fallback
    self.parts = parts
  }

  /// The feature suite's layout: `Fake*.swift` files are fakes (test
  /// doubles); contract, presenter, view model, view, controller by
  /// file-name suffix, and for MVI the reducer, the effects and the
  /// store's intents (`*StoreIntent.swift`, a contract); everything else in
  /// a `Model` folder is model;
  /// `*Scenarios.swift` is scenarios, the rest other.
  ///
  /// ```swift
  /// RoleRules.standard.role(forPath: "Sources/ArchFeatures/UserProfile/MVP/UserProfilePresenter.swift")
  /// // .presenter
  /// ```
  public static let standard = RoleRules([
    RoleRule("Fake*.swift", .fake),
    RoleRule("*Contract.swift", .contract),
    RoleRule("*StoreIntent.swift", .contract),
    RoleRule("*Presenter.swift", .presenter),
    RoleRule("*ViewModel.swift", .viewModel),
    RoleRule("*Reducer.swift", .reducer),
    RoleRule("*Effects.swift", .effects),
    // An MVI store (reducer and effects in one type), as an experimenter may write it.
    RoleRule("*Store.swift", .reducer),
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
    var parts: [Role: ScreenPart] = [:]
    var number = 0
    let lineBreaks: Set<Character> = ["\n", "\r\n", "\r"]
    for rawLine in text.split(omittingEmptySubsequences: false, whereSeparator: lineBreaks.contains) {
      number += 1
      if let (role, part) = try Self.partMapping(in: String(rawLine), line: number) {
        parts[role] = part
      } else if let rule = try Self.rule(in: String(rawLine), line: number) {
        rules.append(rule)
      }
    }
    self.init(rules, fallback: fallback, parts: parts)
  }

  /// Reads rules from the rules file at `url`.
  ///
  /// - Throws: the error of reading the file, or ``RuleFileError``.
  public init(contentsOf url: URL, fallback: Role = .other) throws {
    try self.init(parsing: String(decoding: try Data(contentsOf: url), as: UTF8.self), fallback: fallback)
  }

  /// The rule in one line of a rules file, `nil` for a comment or blank line.
  static func rule(in line: String, line number: Int) throws(RuleFileError) -> RoleRule? {
    let content = withoutComment(line)
    if content.first == "\"" {
      // A quoted glob may hold spaces: `"Preview Content/**" preview`.
      let rest = content.dropFirst()
      guard let close = rest.firstIndex(of: "\"") else {
        throw RuleFileError(line: number, message: "a quoted glob needs its closing quote", text: line)
      }
      let roleText = rest[rest.index(after: close)...]
      guard let role = Role(name: String(roleText)) else {
        let name = roleText.trimmingCharacters(in: .whitespaces)
        let message = name.isEmpty ? "expected `<glob> <role>`, found only the glob `\(rest[..<close])`"
          : "a role name is letters and spaces, not `\(name)`"
        throw RuleFileError(line: number, message: message, text: line)
      }
      return RoleRule(String(rest[..<close]), role)
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

  /// A `<role> -> <part>` line, `nil` for any other line.
  static func partMapping(in line: String, line number: Int) throws(RuleFileError) -> (Role, ScreenPart)? {
    let content = withoutComment(line)
    guard content.first != "\"", let arrow = content.range(of: "->") else { return nil }
    guard let role = Role(name: String(content[..<arrow.lowerBound])) else {
      let name = content[..<arrow.lowerBound].trimmingCharacters(in: .whitespaces)
      throw RuleFileError(line: number, message: "a role name is letters and spaces, not `\(name)`", text: line)
    }
    let partName = content[arrow.upperBound...].trimmingCharacters(in: .whitespaces)
    guard let part = ScreenPart(rawValue: partName) else {
      let parts = ScreenPart.allCases.map(\.rawValue).joined(separator: ", ")
      throw RuleFileError(line: number, message: "`\(partName)` is no part; a part is one of \(parts)", text: line)
    }
    return (role, part)
  }

  /// The line without its `#` comment (a `#` at the start or after whitespace).
  static func withoutComment(_ line: String) -> Substring {
    var content = Substring(line)
    let hash = content.indices.first { index in
      content[index] == "#" && (index == content.startIndex || content[content.index(before: index)].isWhitespace)
    }
    if let hash {
      content = content[..<hash]
    }
    return content.drop(while: { $0.isWhitespace })
  }

  /// The index of the first rule whose glob matches `path`.
  func ruleIndex(forPath path: String) -> Int? {
    let subject = Glob.Subject(path)
    return rules.firstIndex { $0.glob.matches(subject) }
  }

  /// The part of a screen `role` is: this file's `->` lines first, then the
  /// standard map (``standardParts``); `nil` for a role neither names.
  public func part(of role: Role) -> ScreenPart? {
    parts[role] ?? Self.standardParts[role]
  }

  /// The parts of the roles of the suite and of ``mobilePreset``.
  public static let standardParts: [Role: ScreenPart] = [
    .view: .view, .contract: .view, .presenter: .logic, .viewModel: .logic, .reducer: .logic, .effects: .logic,
    .controller: .view, .model: .model,
    .scenarios: .other, .fake: .other, .other: .other,
    "view controller": .view, "activity": .view, "fragment": .view, "view state": .logic,
    "logic helper": .logic,
    "interactor": .model, "use case": .model, "repository": .model, "service": .model,
    "data controller": .model,
    "router": .wiring, "coordinator": .wiring, "wiring": .wiring,
  ]

  /// These rules first, then `base`'s (a user's rules file over the
  /// preset): first match wins, so a user's rule overrides the preset's.
  public func extending(_ base: RoleRules) -> RoleRules {
    RoleRules(rules + base.rules, fallback: fallback, parts: base.parts.merging(parts) { $1 })
  }

  /// The role of the file at `path`, relative to the counted root.
  ///
  /// ```swift
  /// RoleRules.standard.role(forPath: "Sources/ArchFeatures/UserProfile/Model/User.swift")  // .model
  /// ```
  public func role(forPath path: String) -> Role {
    ruleIndex(forPath: path).map { rules[$0].role } ?? fallback
  }

  /// Every role the rules can give, in rule order, then the fallback.
  public var roles: [Role] {
    var seen = Set<Role>()
    return (rules.map(\.role) + [fallback]).filter { seen.insert($0).inserted }
  }

  /// The rules as the text of a rules file, which ``init(parsing:fallback:)``
  /// reads back.
  public var description: String {
    let mapping = parts.sorted { $0.key < $1.key }.map { "\($0.key.rawValue) -> \($0.value.rawValue)\n" }
    return rules.map(\.description).joined(separator: "\n") + "\n" + mapping.joined()
  }

  enum CodingKeys: String, CodingKey { case rules, fallback, parts }

  /// Decodes rules; ones written before rules had parts have none.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      try container.decode([RoleRule].self, forKey: .rules),
      fallback: try container.decode(Role.self, forKey: .fallback),
      parts: try container.decodeIfPresent([Role: ScreenPart].self, forKey: .parts) ?? [:])
  }
}
