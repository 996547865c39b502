/// The bundle that survives process death: string values by key.
///
/// Only what fits in here comes back after ``Screen/processDeath()``, as on
/// a real platform where the saved-instance-state bundle is serialized by
/// the system. It holds strings only, so no object, closure or reference
/// can slip through: a copy of it is what a serializer would hand back.
///
/// ```swift
/// var saved: SavedState = ["userID": "42"]
/// saved["query"] = "swift"
/// saved["userID"]  // "42"
/// ```
public struct SavedState: Sendable, Hashable, Codable, CustomStringConvertible, ExpressibleByDictionaryLiteral {
  /// The saved values.
  public var values: [String: String]

  /// Creates a bundle holding `values`.
  public init(_ values: [String: String] = [:]) { self.values = values }

  /// Creates a bundle from a literal: `["userID": "42"]`.
  public init(dictionaryLiteral elements: (String, String)...) {
    values = Dictionary(elements, uniquingKeysWith: { _, last in last })
  }

  /// The value saved under `key`, if any.
  ///
  /// ```swift
  /// let id = context.saved.restored?["userID"]
  /// ```
  public subscript(key: String) -> String? {
    get { values[key] }
    set { values[key] = newValue }
  }

  /// `"[query: swift, userID: 42]"`, keys sorted.
  public var description: String {
    "[" + values.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: ", ") + "]"
  }
}
