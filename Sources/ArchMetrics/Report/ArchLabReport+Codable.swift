import ArchCodebase

/// A report's JSON form. Schema 3 writes a run of `archlab claims` with
/// only what such a run has: no machine, cycles, matrix or timings, which
/// it never measures. Schema 2 files, which wrote them empty, still read.
extension ArchLabReport {
  /// The schemas ``JSONReportReader`` reads by default: this build's and
  /// the one before, whose fields are a superset of this one's.
  public static let readableSchemas: Set<Int> = [2, currentSchema]

  enum CodingKeys: String, CodingKey {
    case schema, machine, command, cycles, timed, lines, matrix, timings, claims, codebase, provenance
  }

  /// Reads a report of schema 2 or 3; a claims run's absent fields read
  /// as nothing measured.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    schema = try container.decode(Int.self, forKey: .schema)
    codebase = try container.decodeIfPresent(CodebaseSummary.self, forKey: .codebase)
    let isSuite = codebase == nil
    command = try container.decode(String.self, forKey: .command)
    machine = try Self.field(container, .machine, required: isSuite) ?? ""
    cycles = try Self.field(container, .cycles, required: isSuite) ?? 0
    timed = try Self.field(container, .timed, required: isSuite) ?? false
    lines = try container.decode([LinesRow].self, forKey: .lines)
    matrix = try Self.field(container, .matrix, required: isSuite) ?? []
    timings = try Self.field(container, .timings, required: isSuite) ?? []
    claims = try container.decode([ClaimRow].self, forKey: .claims)
    provenance = try container.decodeIfPresent(Provenance.self, forKey: .provenance)
  }

  /// Writes the report; a claims run's without the fields it never measures.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(schema, forKey: .schema)
    try container.encode(command, forKey: .command)
    try container.encode(lines, forKey: .lines)
    try container.encode(claims, forKey: .claims)
    try container.encodeIfPresent(codebase, forKey: .codebase)
    try container.encodeIfPresent(provenance, forKey: .provenance)
    guard codebase == nil else { return }
    try container.encode(machine, forKey: .machine)
    try container.encode(cycles, forKey: .cycles)
    try container.encode(timed, forKey: .timed)
    try container.encode(matrix, forKey: .matrix)
    try container.encode(timings, forKey: .timings)
  }

  private static func field<T: Decodable>(
    _ container: KeyedDecodingContainer<CodingKeys>, _ key: CodingKeys, required: Bool
  ) throws -> T? {
    required ? try container.decode(T.self, forKey: key) : try container.decodeIfPresent(T.self, forKey: key)
  }
}
