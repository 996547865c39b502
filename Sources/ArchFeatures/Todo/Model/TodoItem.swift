import Foundation

/// One item of the list, as the repository stores it.
public struct TodoItem: Sendable, Equatable, Codable, CustomStringConvertible {
  /// Stable within a list: `"1"`, `"2"`, …
  public var id: String
  /// What to do; intents name items by title.
  public var title: String
  /// Whether it is completed.
  public var done: Bool

  /// An item.
  public init(id: String, title: String, done: Bool = false) {
    self.id = id
    self.title = title
    self.done = done
  }

  /// `"✓milk"` when completed, `"bread"` otherwise: how the screen shows it.
  public var description: String { done ? "✓\(title)" : title }
}

/// Which items the screen shows.
public enum TodoFilter: String, Sendable, Equatable, Codable, CaseIterable, CustomStringConvertible {
  /// Every item.
  case all
  /// Items not completed yet.
  case active
  /// Completed items.
  case completed

  /// Whether `item` is shown under this filter.
  public func includes(_ item: TodoItem) -> Bool {
    switch self {
    case .all: true
    case .active: !item.done
    case .completed: item.done
    }
  }

  /// `"all"`, `"active"`, `"completed"`.
  public var description: String { rawValue }
}

extension [TodoItem] {
  /// The list after a change intent, or `nil` when `intent` changes nothing:
  /// a filter, a blank title, an unknown title, nothing to clear. Every
  /// variant saves exactly when this returns a list.
  ///
  /// ```swift
  /// items.applying(.toggle("milk"))  // milk completed, or nil if absent
  /// ```
  public func applying(_ intent: TodoIntent) -> [TodoItem]? {
    var items = self
    switch intent {
    case .add(let title):
      let title = title.trimmingCharacters(in: .whitespaces)
      guard !title.isEmpty else { return nil }
      let next = (items.compactMap { Int($0.id) }.max() ?? 0) + 1
      items.append(TodoItem(id: "\(next)", title: title))
    case .toggle(let title):
      guard let index = items.firstIndex(where: { $0.title == title }) else { return nil }
      items[index].done.toggle()
    case .clearCompleted:
      items.removeAll(where: \.done)
    case .filter:
      return nil
    }
    return items == self ? nil : items
  }
}
