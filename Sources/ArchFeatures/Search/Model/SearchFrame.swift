/// What a Search view shows: the query as typed and what the screen knows
/// about it. The frames recorded in the render log.
///
/// ```swift
/// SearchFrame("ada", .results(["Ada Lovelace", "Ada Yonath"])).description
/// // "ada: 2 results [Ada Lovelace, Ada Yonath]"
/// ```
public struct SearchFrame: Sendable, Equatable, CustomStringConvertible {
  /// Where the search for ``query`` stands.
  public enum Status: Sendable, Equatable {
    /// Nothing asked yet: the field is empty, or the user has not paused.
    case idle
    /// The request for the query is in flight.
    case searching
    /// The names that match the query.
    case results([String])
    /// The request failed with this message; typing again recovers.
    case error(String)
  }

  /// The field's text.
  public var query: String
  /// Where the search for it stands.
  public var status: Status

  /// A frame for `query` in `status`.
  public init(_ query: String, _ status: Status = .idle) {
    self.query = query
    self.status = status
  }

  /// The empty field: no query, no results.
  public static let empty = SearchFrame("")

  /// `"empty"`, `"ada: idle"`, `"ada: searching"`,
  /// `"ada: 2 results [Ada Lovelace, Ada Yonath]"`, `"ada: error: offline"`.
  public var description: String {
    switch status {
    case .idle: query.isEmpty ? "empty" : "\(query): idle"
    case .searching: "\(query): searching"
    case .results(let names):
      "\(query): \(names.count) result\(names.count == 1 ? "" : "s") [\(names.joined(separator: ", "))]"
    case .error(let message): "\(query): error: \(message)"
    }
  }
}
