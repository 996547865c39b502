extension LineCountReport {
  enum CodingKeys: String, CodingKey {
    case files, roles, total, skipped, excluded, uncounted, ruleMatches, exclusionMatches
  }

  /// Reads a report; one written before reports listed skipped paths,
  /// exclusions, uncounted languages or rule matches has none.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    files = try container.decode([FileLineCount].self, forKey: .files)
    roles = try container.decode([RoleLineCount].self, forKey: .roles)
    total = try container.decode(LineCounts.self, forKey: .total)
    skipped = try container.decodeIfPresent([SkippedPath].self, forKey: .skipped) ?? []
    excluded = try container.decodeIfPresent([ExcludedLines].self, forKey: .excluded) ?? []
    uncounted = try container.decodeIfPresent([UncountedLanguage].self, forKey: .uncounted) ?? []
    ruleMatches = try container.decodeIfPresent([RuleMatch].self, forKey: .ruleMatches) ?? []
    exclusionMatches = try container.decodeIfPresent([RuleMatch].self, forKey: .exclusionMatches) ?? []
  }
}
