import ArchFlow

/// Keyed storage for one screen that survives rotation and is cleared on pop
/// and on process death: the retained fragment of the article, Android's
/// `ViewModelStore`.
///
/// Views reach it through ``ScreenContext/retained`` and keep their
/// presenter or view model there, so the new view after a rotation finds the
/// same object. When the store is cleared, every value that conforms to
/// ``Clearable`` is told.
///
/// ```swift
/// let presenter = context.retained.value(for: "presenter") {
///   ProfilePresenter(service: service)
/// }
/// ```
///
/// Values are `AnyObject & Sendable`: the store hands the same instance to
/// every view instance, possibly on different threads.
public final class RetainedStore: Sendable {
  private let storage = Locked<[String: any AnyObject & Sendable]>([:])

  /// Creates an empty store. A ``Screen`` makes its own; make one directly
  /// only to test a store-based runtime without a screen.
  public init() {}

  /// The value stored under `key`, made by `make` and stored on first use.
  ///
  /// `make` runs outside the store's lock, so it may use the store itself.
  /// If two threads race for the same key, the first value stored wins and
  /// the other one, if ``Clearable``, is cleared.
  ///
  /// ```swift
  /// let model = context.retained.value(for: "profile") { ProfileViewModel() }
  /// ```
  ///
  /// - Precondition: A value already stored under `key` has type `T`.
  public func value<T: AnyObject & Sendable>(for key: String, make: () -> T) -> T {
    if let existing = self[key] { return cast(existing, key) }
    let made = make()
    let stored = storage.withLock { values -> any AnyObject & Sendable in
      if let existing = values[key] { return existing }
      values[key] = made
      return made
    }
    if stored !== made { (made as? any Clearable)?.clear() }
    return cast(stored, key)
  }

  /// The value stored under `key`, if any.
  public subscript(key: String) -> (any AnyObject & Sendable)? {
    storage.withLock { $0[key] }
  }

  /// The keys in use, sorted.
  public var keys: [String] { storage.withLock { $0.keys.sorted() } }

  /// Removes every value, then calls ``Clearable/clear()`` on those that
  /// conform, in key order. Called by ``Screen`` on pop and process death.
  ///
  /// When it returns the store is empty. A value stored while clearing —
  /// say a ``Clearable`` whose `clear()` calls ``value(for:make:)`` — does
  /// not survive into the next view: `clear()` goes round again, removing
  /// and clearing what was put back, until a round finds the store empty.
  /// Each value is cleared once, in the round that removed it.
  ///
  /// ```swift
  /// store.clear()  // view models cancel their work
  /// store.keys     // [], even if a clear() stored something
  /// ```
  ///
  /// - Precondition: Values stop being put back: after
  ///   ``maximumClearRounds`` rounds that each found something, the process
  ///   stops with a message naming the keys that keep coming back.
  public func clear() {
    var rounds = 0
    while true {
      let removed = storage.withLock { values -> [(String, any AnyObject & Sendable)] in
        defer { values.removeAll() }
        return values.sorted { $0.key < $1.key }
      }
      if removed.isEmpty { return }
      rounds += 1
      checkUsage(
        rounds <= Self.maximumClearRounds,
        """
        RetainedStore.clear(): still finding values after \(Self.maximumClearRounds) rounds; \
        key(s) \(removed.map { "\"\($0.0)\"" }.joined(separator: ", ")) are stored again each time they are \
        cleared. A Clearable's clear() must not keep calling value(for:make:).
        """
      )
      // Outside the lock: clear() may come back to the store.
      for (_, value) in removed { (value as? any Clearable)?.clear() }
    }
  }

  /// How many rounds ``clear()`` makes, each removing and clearing what the
  /// previous round's `clear()` calls put back, before it decides values
  /// are being put back forever and stops the process.
  public static let maximumClearRounds = 100

  private func cast<T: AnyObject>(_ value: any AnyObject & Sendable, _ key: String) -> T {
    // The exact type, by far the usual case, without the runtime's cast.
    if ObjectIdentifier(type(of: value)) == ObjectIdentifier(T.self) { return unsafeDowncast(value, to: T.self) }
    guard let typed = value as? T else {
      usageFailure(
        "RetainedStore key \"\(key)\" holds a \(type(of: value)), not a \(T.self). Use one key per type."
      )
    }
    return typed
  }
}
