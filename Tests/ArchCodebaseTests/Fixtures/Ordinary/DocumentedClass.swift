import Foundation

/// A shopping cart that keeps items and computes a total.
///
/// Items are kept in the order they were added; adding the same item twice
/// increases its quantity.
///
/// ```swift
/// let cart = Cart()
/// cart.add(Item(name: "Tea", price: 3))
/// ```
public final class Cart {
  /// One line of the cart.
  public struct Item: Equatable {
    /// The item's display name.
    public var name: String
    /// Price in cents.
    public var price: Int
    /// How many of the item.
    public var quantity: Int = 1
  }

  /// The cart's lines, oldest first.
  public private(set) var items: [Item] = []

  /// Creates an empty cart.
  public init() {}

  /// Adds `item`, or increases the quantity of an equal item.
  ///
  /// - Parameter item: the item to add.
  public func add(_ item: Item) {
    if let index = items.firstIndex(where: { $0.name == item.name }) {
      items[index].quantity += 1
    } else {
      items.append(item)
    }
  }

  /// Removes every item named `name`.
  public func remove(named name: String) {
    items.removeAll { $0.name == name }
  }

  /// The total price in cents.
  ///
  /// - Complexity: O(*n*) in the number of items.
  public var total: Int {
    items.reduce(0) { $0 + $1.price * $1.quantity }
  }

  /// Whether the cart holds nothing.
  public var isEmpty: Bool { items.isEmpty }
}
