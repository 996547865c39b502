/// A user as the service returns it.
public struct User: Sendable, Equatable, Codable, CustomStringConvertible {
  /// The id the screen loads by.
  public var id: String
  /// The name the screen shows.
  public var name: String

  /// A user.
  public init(id: String, name: String) {
    self.id = id
    self.name = name
  }

  /// `"Ada Lovelace (#42)"`.
  public var description: String { "\(name) (#\(id))" }
}
