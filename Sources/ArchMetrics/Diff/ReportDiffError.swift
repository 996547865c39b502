/// Why two reports cannot be compared.
public enum ReportDiffError: Error, Equatable, CustomStringConvertible {
  /// They were written with different schemas.
  case schemaMismatch(old: Int, new: Int)

  /// A sentence for the user.
  public var description: String {
    switch self {
    case .schemaMismatch(let old, let new):
      "cannot compare reports of different schemas: old is schema \(old), new is schema \(new)"
    }
  }
}
