/// What a count left out for one reason: how many files, their lines.
///
/// ```swift
/// report.excluded  // [vendored: 812 files, 140,310 lines (96,002 code), tests: 40 files, …]
/// ```
public struct ExcludedLines: Sendable, Hashable, Codable, CustomStringConvertible {
  /// Why they were left out.
  public var reason: ExclusionRules.Reason
  /// How many files.
  public var files: Int
  /// Their lines, all kinds together.
  public var lines: Int
  /// Their code lines, for the files of a counted language.
  public var code: Int

  /// An entry.
  public init(reason: ExclusionRules.Reason, files: Int, lines: Int, code: Int) {
    self.reason = reason
    self.files = files
    self.lines = lines
    self.code = code
  }

  /// `"vendored: 812 files, 140310 lines (96002 code)"`.
  public var description: String {
    "\(reason.rawValue): \(files) file\(files == 1 ? "" : "s"), \(lines) line\(lines == 1 ? "" : "s") (\(code) code)"
  }
}

/// How many files one role rule gave its role to (the first rule that
/// matches a file wins it), so a rule that matches nothing shows.
///
/// ```swift
/// report.ruleMatches.filter { $0.files == 0 }  // rules that claimed no file
/// ```
public struct RuleMatch: Sendable, Hashable, Codable, CustomStringConvertible {
  /// The rule as a rules-file line: `"*Presenter.swift presenter"`.
  public var rule: String
  /// The files it won.
  public var files: Int

  /// An entry.
  public init(rule: String, files: Int) {
    self.rule = rule
    self.files = files
  }

  /// `"*Presenter.swift presenter: 12 files"`.
  public var description: String { "\(rule): \(files) file\(files == 1 ? "" : "s")" }
}
