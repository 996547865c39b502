/// What the user can do on the Search screen.
public enum SearchIntent: Sendable, Equatable, CustomStringConvertible {
  /// A keystroke: the whole text of the field after it (empty when cleared).
  case type(String)

  /// `"type(ada)"`, `"type()"` for a cleared field.
  public var description: String {
    switch self {
    case .type(let text): "type(\(text))"
    }
  }
}
