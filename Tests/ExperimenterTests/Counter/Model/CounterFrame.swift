/// What a Counter view shows.
enum CounterFrame: Sendable, Equatable, CustomStringConvertible {
  /// The count is being loaded.
  case loading
  /// The count, as the server has it.
  case count(Int)
  /// The new count is being saved.
  case saving(Int)
  /// A request failed; the user can retry.
  case error(String)

  /// `"loading"`, `"count 3"`, `"saving 4"`, `"error: offline"`.
  var description: String {
    switch self {
    case .loading: "loading"
    case .count(let count): "count \(count)"
    case .saving(let count): "saving \(count)"
    case .error(let message): "error: \(message)"
    }
  }
}

/// What the user can do on the Counter screen.
enum CounterIntent: Sendable, CustomStringConvertible {
  /// The plus button.
  case increment
  /// The retry button, shown with an error.
  case retry

  /// `"increment"`, `"retry"`.
  var description: String {
    switch self {
    case .increment: "increment"
    case .retry: "retry"
    }
  }
}
