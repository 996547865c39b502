/// Keys spelled from a type's name, made once per type: `"presenter
/// LoginPresenter"`. A retained store asks for its default key on every new
/// view, and spelling it out each time (the runtime's type name, then the
/// prefix appended) cost about a thirtieth of a login rotation.
///
/// ```swift
/// let keys = TypeKeys(prefix: "presenter ")
/// keys.key(for: LoginPresenter.self)  // "presenter LoginPresenter", made once
/// ```
package final class TypeKeys: @unchecked Sendable {
  // @unchecked Sendable: `keys` is only touched while `lock` is held.
  private let lock = _Lock()
  @exclusivity(unchecked) private var keys: [ObjectIdentifier: String] = [:]
  private let prefix: String

  /// Keys that start with `prefix` (none by default).
  package init(prefix: String = "") { self.prefix = prefix }

  deinit { lock.deallocate() }

  /// `prefix` followed by `type`'s name, as ``typeName(_:)`` spells it.
  package func key(for type: Any.Type) -> String {
    let id = ObjectIdentifier(type)
    if let known = lock.withLock({ keys[id] }) { return known }
    let made = prefix + typeName(type)
    lock.withLock { keys[id] = made }
    return made
  }
}
