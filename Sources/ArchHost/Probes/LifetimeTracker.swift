/// Watches objects through weak references, to see which are still alive —
/// LeakCanary's idea, made deterministic by ARC and ``AppHost/settle()``.
///
/// ``Screen`` tracks every view it creates and, when it destroys one, says
/// that the view should now go away (``expectReleased(_:)``). Runtimes do
/// the same for presenters and view models through `host.tracker`. After a
/// pop, ``alive`` should be empty; anything in ``leaked`` was expected gone
/// and is not.
///
/// ```swift
/// host.tracker.track(presenter, as: "ProfilePresenter")
/// screen.pop()
/// host.tracker.alive   // [] once nothing holds the presenter
/// ```
public final class LifetimeTracker: Sendable {
  private struct Entry {
    weak var object: AnyObject?
    let name: String
    var releaseExpected: Bool
  }

  /// Entries in tracking order, and where each object's entries are, so
  /// tracking and expecting stay O(1) however many objects leak.
  private struct State {
    var entries: [Entry] = []
    var positions: [ObjectIdentifier: [Int]] = [:]
    /// The entry count at which `track` next drops released objects.
    var pruneAt = 64

    mutating func prune() {
      entries.removeAll { $0.object == nil }
      positions = [:]
      for (index, entry) in entries.enumerated() {
        if let object = entry.object { positions[ObjectIdentifier(object), default: []].append(index) }
      }
      pruneAt = max(64, 2 * entries.count)
    }
  }

  private let state = Locked(State())

  /// Creates an empty tracker. Each ``AppHost`` has one: `host.tracker`.
  public init() {}

  /// Starts watching `object` (weakly) under `name`.
  ///
  /// ```swift
  /// host.tracker.track(viewModel, as: "ProfileViewModel")
  /// ```
  public func track(_ object: AnyObject, as name: String) {
    state.withLock { state in
      if state.entries.count >= state.pruneAt { state.prune() }  // keep the list short
      let key = ObjectIdentifier(object)
      // An identifier can come back for a new object once the old one is gone.
      let earlier = state.positions[key, default: []].filter { state.entries[$0].object === object }
      state.positions[key] = earlier + [state.entries.count]
      state.entries.append(Entry(object: object, name: name, releaseExpected: false))
    }
  }

  /// Says `object` should be released from now on (its view was destroyed,
  /// its store cleared). If it stays alive it is listed in ``leaked``.
  /// Objects that are not tracked are ignored.
  ///
  /// ```swift
  /// host.tracker.expectReleased(presenter)  // on presenter-store clear
  /// ```
  public func expectReleased(_ object: AnyObject) {
    state.withLock { state in
      for index in state.positions[ObjectIdentifier(object), default: []]
      where state.entries[index].object === object {
        state.entries[index].releaseExpected = true
      }
    }
  }

  /// The names of the tracked objects still alive, in tracking order.
  public var alive: [String] {
    state.withLock { state in state.entries.filter { $0.object != nil }.map(\.name) }
  }

  /// The names of the objects still alive although ``expectReleased(_:)``
  /// was called for them: the leaks.
  public var leaked: [String] {
    state.withLock { state in
      state.entries.filter { $0.object != nil && $0.releaseExpected }.map(\.name)
    }
  }
}
