extension LineCountReport {
  enum CodingKeys: String, CodingKey {
    case files, roles, total, skipped
  }

  /// Reads a report; one written before reports listed skipped paths has
  /// none.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    files = try container.decode([FileLineCount].self, forKey: .files)
    roles = try container.decode([RoleLineCount].self, forKey: .roles)
    total = try container.decode(LineCounts.self, forKey: .total)
    skipped = try container.decodeIfPresent([SkippedPath].self, forKey: .skipped) ?? []
  }
}
