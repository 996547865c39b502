import Foundation

/// Reads a report written by ``JSONRenderer``, checking its schema first.
/// Any bytes give either a report or a ``ReportReadError``; nothing crashes.
///
/// ```swift
/// let old = try JSONReportReader().read(contentsOf: URL(fileURLWithPath: "before.json"))
/// ```
public struct JSONReportReader: Sendable {
  /// The schema written today: the one named in a refusal.
  public var expectedSchema: Int
  /// Every schema accepted: ``ArchLabReport/readableSchemas`` by default,
  /// the current one and the one before.
  public var acceptedSchemas: Set<Int>

  /// A reader of `expectedSchema`, and of the schema before it when that
  /// is the current one.
  public init(expectedSchema: Int = ArchLabReport.currentSchema) {
    self.expectedSchema = expectedSchema
    acceptedSchemas = expectedSchema == ArchLabReport.currentSchema ? ArchLabReport.readableSchemas : [expectedSchema]
  }

  /// Reads and decodes the file at `url`.
  public func read(contentsOf url: URL) throws(ReportReadError) -> ArchLabReport {
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw .unreadableFile(path: url.path, reason: Self.reason(error))
    }
    return try decode(data)
  }

  /// Decodes report JSON.
  public func decode(_ data: Data) throws(ReportReadError) -> ArchLabReport {
    let decoder = JSONDecoder()
    decoder.nonConformingFloatDecodingStrategy = .convertFromString(
      positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
    let probe: SchemaProbe
    do {
      probe = try decoder.decode(SchemaProbe.self, from: data)
    } catch let DecodingError.dataCorrupted(context) where context.codingPath.isEmpty {
      throw .notJSON(message: Self.message(context))
    } catch {
      throw .notAReport(message: Self.reason(error))
    }
    guard let schema = probe.schema, acceptedSchemas.contains(schema) else {
      throw .wrongSchema(found: probe.schema, expected: expectedSchema)
    }
    let report: ArchLabReport
    do {
      report = try decoder.decode(ArchLabReport.self, from: data)
    } catch {
      throw .notAReport(message: Self.reason(error))
    }
    try Self.refuseDuplicates(report)
    return report
  }

  /// Throws for the first row a table holds twice: a diff would compare
  /// one of the two and say nothing of the other.
  static func refuseDuplicates(_ report: ArchLabReport) throws(ReportReadError) {
    let tables: [(String, [String])] = [
      ("matrix", report.matrix.map { "\($0.feature) \($0.variant)" }),
      ("lines table", report.lines.map { "\($0.feature) \($0.variant) \($0.role)" }),
      ("timings table", report.timings.map(\.name)),
      ("claims table", report.claims.map(\.claim)),
    ]
    for (table, keys) in tables {
      var seen = Set<String>()
      if let twice = keys.first(where: { !seen.insert($0).inserted }) {
        throw .duplicateRow(table: table, row: twice.escapedControls)
      }
    }
  }

  /// Only the schema field, read before the rest.
  private struct SchemaProbe: Decodable {
    var schema: Int?
  }

  private static func message(_ context: DecodingError.Context) -> String {
    guard let underlying = context.underlyingError else { return context.debugDescription }
    return context.debugDescription + " (" + reason(underlying) + ")"
  }

  private static func reason(_ error: any Error) -> String {
    switch error {
    case DecodingError.dataCorrupted(let context):
      return path(context) + message(context)
    case DecodingError.keyNotFound(let key, let context):
      return path(context) + "missing key \"\(key.stringValue)\""
    case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
      return path(context) + context.debugDescription
    default:
      return (error as NSError).localizedDescription
    }
  }

  private static func path(_ context: DecodingError.Context) -> String {
    context.codingPath.isEmpty ? "" : context.codingPath.map(\.stringValue).joined(separator: ".") + ": "
  }
}
