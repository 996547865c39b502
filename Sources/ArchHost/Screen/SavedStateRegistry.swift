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
    /// Sorted by key, so that a rotation's ``collect()`` copies it as it is.
    var providers: [(key: String, provider: @Sendable () -> String?)] = []

    /// Where `key` is, or would go to keep the keys sorted.
    func index(of key: String) -> (index: Int, found: Bool) {
      var low = 0
      var high = providers.count
      while low < high {
        let middle = (low + high) / 2
        if providers[middle].key < key { low = middle + 1 } else { high = middle }
      }
      return (low, low < providers.count && providers[low].key == key)
    }
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
    state.withLock { state in
      let (index, found) = state.index(of: key)
      if found {
        state.providers[index].provider = provider
      } else {
        state.providers.insert((key, provider), at: index)
      }
    }
  }

  /// Removes the provider for `key`.
  ///
  /// ```swift
  /// context.saved.unregister("query")
  /// ```
  public func unregister(_ key: String) {
    state.withLock { state in
      let (index, found) = state.index(of: key)
      if found { state.providers.remove(at: index) }
    }
  }

  /// The keys with a provider, sorted.
  public var registeredKeys: [String] { state.withLock { $0.providers.map(\.key) } }

  /// Asks every provider, in key order, and returns the bundle.
  ///
  /// ```swift
  /// let bundle = registry.collect()
  /// ```
  public func collect() -> SavedState {
    let providers = state.withLock { $0.providers }
    var values = [String: String](minimumCapacity: providers.count)
    // Outside the lock: a provider may read the registry.
    for (key, provider) in providers { values[key] = provider() }
    return SavedState(values)
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
