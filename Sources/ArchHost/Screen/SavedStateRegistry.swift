/// One screen's saved state: the bundle it was restored from, and the
/// providers asked for values when the process dies.
///
/// It lives as long as the screen's ``RetainedStore``: it survives rotation
/// and is emptied on pop and process death. Register from the object that
/// owns the state — typically the presenter or view model, which outlives
/// views — since a provider is kept until replaced. A provider that captures
/// a view keeps that view alive after rotation (the lifetime tracker will
/// say so); capture it weakly, or re-register from each new view under the
/// same key, which replaces the old provider.
///
/// ```swift
/// // In a view model's init, given the screen context:
/// let restoredID = context.saved.restored?["userID"]
/// context.saved.register("userID") { [weak self] in self?.userID }
/// ```
public final class SavedStateRegistry: Sendable {
  private struct State {
    var restored: SavedState?
    var providers: [String: @Sendable () -> String?] = [:]
  }

  private let state = Locked(State())

  /// Creates a registry, restored from `restored` if given. A ``Screen``
  /// makes its own.
  public init(restored: SavedState? = nil) {
    state.withLock { $0.restored = restored }
  }

  /// The bundle the current view was given, or `nil` for a fresh screen:
  /// the one passed to ``Screen/restore(_:)`` after process death, or —
  /// after a ``Screen/rotate()`` — the one collected from the providers just
  /// before the old view was destroyed, as Android hands the new activity a
  /// fresh bundle on a configuration change.
  ///
  /// ```swift
  /// if let id = context.saved.restored?["userID"] { load(id) }
  /// ```
  public var restored: SavedState? { state.withLock { $0.restored } }

  /// Registers `provider` for `key`, replacing any earlier one. It is
  /// called at process death; returning `nil` saves nothing for the key.
  ///
  /// ```swift
  /// context.saved.register("query") { [weak self] in self?.query }
  /// ```
  public func register(_ key: String, provider: @escaping @Sendable () -> String?) {
    state.withLock { $0.providers[key] = provider }
  }

  /// Removes the provider for `key`.
  ///
  /// ```swift
  /// context.saved.unregister("query")
  /// ```
  public func unregister(_ key: String) {
    state.withLock { _ = $0.providers.removeValue(forKey: key) }
  }

  /// The keys with a provider, sorted.
  public var registeredKeys: [String] { state.withLock { $0.providers.keys.sorted() } }

  /// Asks every provider, in key order, and returns the bundle.
  ///
  /// ```swift
  /// let bundle = registry.collect()
  /// ```
  public func collect() -> SavedState {
    let providers = state.withLock { $0.providers.sorted { $0.key < $1.key } }
    var saved = SavedState()
    // Outside the lock: a provider may read the registry.
    for (key, provider) in providers { saved[key] = provider() }
    return saved
  }

  /// Forgets the providers and sets the restored bundle (`nil` for none).
  func _reset(restored: SavedState?) {
    state.withLock { $0 = State(restored: restored) }
  }

  /// Replaces the restored bundle and keeps the providers (rotation).
  func _replaceRestored(with bundle: SavedState) {
    state.withLock { $0.restored = bundle }
  }
}
