/// Where the list stands with the repository.
public enum TodoStatus: Sendable, Equatable, Codable, CustomStringConvertible {
  /// The first load is in flight.
  case loading
  /// Loaded, and every change saved.
  case ready
  /// A save is in flight; the change is already shown.
  case saving
  /// The load or the last save failed with this message; a failed save
  /// keeps the change on screen, and the next change saves it again.
  case error(String)

  /// `"loading"`, `"ready"`, `"saving"`, `"error: offline"`.
  public var description: String {
    switch self {
    case .loading: "loading"
    case .ready: "ready"
    case .saving: "saving"
    case .error(let message): "error: \(message)"
    }
  }
}

/// What a Todo view shows: the visible items, the filter, the statistics
/// (over all items, whatever the filter) and the status.
public struct TodoFrame: Sendable, Equatable, CustomStringConvertible {
  /// The filter the user chose.
  public var filter: TodoFilter
  /// The visible items as shown: `"✓milk"`, `"bread"`.
  public var titles: [String]
  /// Items not completed, over the whole list.
  public var active: Int
  /// Completed items, over the whole list.
  public var done: Int
  /// Where the list stands with the repository.
  public var status: TodoStatus

  /// A frame from its parts.
  public init(filter: TodoFilter, titles: [String], active: Int, done: Int, status: TodoStatus) {
    self.filter = filter
    self.titles = titles
    self.active = active
    self.done = done
    self.status = status
  }

  /// The frame for `items` under `filter`.
  ///
  /// ```swift
  /// TodoFrame(items: items, filter: .active, status: .ready)  // "active: [bread] 1 active 1 done"
  /// ```
  public init(items: [TodoItem], filter: TodoFilter, status: TodoStatus) {
    let done = items.filter(\.done).count
    self.init(
      filter: filter, titles: items.filter(filter.includes).map(\.description),
      active: items.count - done, done: done, status: status
    )
  }

  /// Nothing loaded yet: `"all: loading"`.
  public static func loading(_ filter: TodoFilter = .all) -> TodoFrame {
    TodoFrame(filter: filter, titles: [], active: 0, done: 0, status: .loading)
  }

  /// `"all: loading"`, `"all: [✓milk, bread] 1 active 1 done"`, with
  /// `", saving"` or `", error: offline"` after it when not ready.
  public var description: String {
    if status == .loading { return "\(filter): loading" }
    let list = "\(filter): [\(titles.joined(separator: ", "))] \(active) active \(done) done"
    return status == .ready ? list : "\(list), \(status)"
  }
}

/// What the user can do on the Todo screen.
public enum TodoIntent: Sendable, Equatable, CustomStringConvertible {
  /// Adds an item with this title.
  case add(String)
  /// Completes the item with this title, or reopens it.
  case toggle(String)
  /// Shows only the items the filter includes.
  case filter(TodoFilter)
  /// Removes the completed items.
  case clearCompleted

  /// `"add(eggs)"`, `"toggle(milk)"`, `"filter(active)"`, `"clear completed"`.
  public var description: String {
    switch self {
    case .add(let title): "add(\(title))"
    case .toggle(let title): "toggle(\(title))"
    case .filter(let filter): "filter(\(filter))"
    case .clearCompleted: "clear completed"
    }
  }
}
