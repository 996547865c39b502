extension LineCountReport {
  /// Gives each file the role its declarations decided
  /// (``DeclaredRoles``), and totals the roles again.
  mutating func assignRoles(_ declared: DeclaredRoles, rules: RoleRules) {
    let files = files.map { file in
      var file = file
      file.role = declared.decisions[file.path]?.role ?? file.role
      return file
    }
    let order = rules.roles + ["view state", "logic helper"]
    var recounted = LineCountReport(files: files, roleOrder: order, skipped: skipped)
    recounted.excluded = excluded
    recounted.uncounted = uncounted
    recounted.ruleMatches = ruleMatches
    recounted.exclusionMatches = exclusionMatches
    self = recounted
  }
}
