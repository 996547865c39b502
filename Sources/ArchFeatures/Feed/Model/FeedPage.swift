/// One post of the feed.
public struct FeedItem: Sendable, Equatable, Codable, CustomStringConvertible {
  /// Its position in the feed, from 1.
  public var id: Int
  /// What the row shows.
  public var title: String

  /// An item.
  public init(id: Int, title: String) {
    self.id = id
    self.title = title
  }

  /// `"#12 Post 12"`.
  public var description: String { "#\(id) \(title)" }
}

/// One page of the feed as the service returns it.
public struct FeedPage: Sendable, Equatable, Codable {
  /// Which page, from 1.
  public var number: Int
  /// Its items, in order.
  public var items: [FeedItem]
  /// Whether no page comes after this one.
  public var isLast: Bool

  /// A page.
  public init(number: Int, items: [FeedItem], isLast: Bool) {
    self.number = number
    self.items = items
    self.isLast = isLast
  }
}
