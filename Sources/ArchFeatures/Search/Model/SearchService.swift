/// Finds names. The one dependency of a Search presenter or view model.
public protocol SearchService: Sendable {
  /// The names matching `query`; cancelling the calling task cancels the
  /// request.
  func search(_ query: String) async throws -> [String]
}
