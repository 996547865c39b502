/// Why a saved report could not be read.
public enum ReportReadError: Error, Equatable, CustomStringConvertible {
  /// The file could not be read at all.
  case unreadableFile(path: String, reason: String)
  /// The bytes are not JSON; `message` is the decoder's.
  case notJSON(message: String)
  /// The JSON is a report of another schema; `found` is `nil` when it has none.
  case wrongSchema(found: Int?, expected: Int)
  /// The JSON has the right schema but not the shape of a report; `message` is the decoder's.
  case notAReport(message: String)
  /// A table of the report holds one row twice (the same feature and
  /// variant in `matrix`): its figures would be read as one.
  case duplicateRow(table: String, row: String)

  /// A sentence for the user.
  public var description: String {
    switch self {
    case .unreadableFile(let path, let reason):
      "cannot read \(path): \(reason)"
    case .notJSON(let message):
      "not JSON: \(message)"
    case .wrongSchema(let found?, let expected):
      "wrong schema: found \(found), expected \(expected)"
    case .wrongSchema(nil, let expected):
      "wrong schema: found no schema field, expected \(expected)"
    case .notAReport(let message):
      "not an ArchLab report: \(message)"
    case .duplicateRow(let table, let row):
      "the \(table) has the row \(row) twice; a report names each row once"
    }
  }
}
