import ArchCodebase
import ArchLabCLI
import ArchMetrics

/// Warnings about a user's rules file and `--exclude` globs, on stderr: a
/// rule or glob that matched no file (with a hint when a rule's glob looks
/// relative to another folder), a role that maps to no part. With
/// `--strict` they fail the command.
enum RulesDiagnostics {
  static func report(
    _ count: LineCountReport, user: RoleRules?, strict: Bool, output: some Output
  ) throws(CommandFailure) {
    var warnings = count.exclusionMatches.filter { $0.files == 0 }.map {
      "--exclude \($0.rule) matched no file (globs are relative to the folder counted)"
    }
    if let user { warnings += self.warnings(count, user: user) }
    for warning in warnings { output.writeError("archlab: warning: \(warning)") }
    if strict && !warnings.isEmpty {
      throw .usage("\(warnings.count) rules warning\(warnings.count == 1 ? "" : "s") (above) with --strict")
    }
  }

  /// The warnings for `user`'s rules, which come first in the count's rules.
  static func warnings(_ count: LineCountReport, user: RoleRules) -> [String] {
    var warnings: [String] = []
    let paths = count.files.map(\.path)
    for (rule, match) in zip(user.rules, count.ruleMatches) where match.files == 0 {
      var warning = "rule `\(rule)` matched no file"
      if let hint = relativeHint(rule.glob.pattern, paths: paths) {
        warning += "; globs are relative to the folder counted: did you mean `\(hint)`?"
      } else if paths.contains(where: rule.glob.matches) {
        warning += " (an earlier rule won every file it matches)"
      }
      warnings.append(warning)
    }
    var seen = Set<Role>()
    for rule in user.rules where seen.insert(rule.role).inserted && user.part(of: rule.role) == nil {
      warnings.append(
        "role `\(rule.role)` is no standard role and has no part: counted as other "
          + "(add a line `\(rule.role) -> logic`, or view, model, wiring, other)")
    }
    return warnings
  }

  /// The glob without its first folders, when that matches a file: the
  /// user wrote it relative to another folder than the one counted.
  static func relativeHint(_ pattern: String, paths: [String]) -> String? {
    let parts = pattern.split(separator: "/", omittingEmptySubsequences: true)
    guard parts.count > 1 else { return nil }
    for drop in 1..<parts.count {
      let candidate = parts.dropFirst(drop).joined(separator: "/")
      guard candidate.contains("/") || drop == parts.count - 1 else { continue }
      let glob = Glob(candidate.contains("/") ? candidate : "**/" + candidate)
      if paths.contains(where: glob.matches) { return glob.pattern }
    }
    return nil
  }
}
