/// Watches objects through weak references, to see which are still alive —
/// LeakCanary's idea, made deterministic by ARC and ``Host/settle()``.
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

  private let entries = _Locked<[Entry]>([])

  /// Creates an empty tracker. Each ``Host`` has one: `host.tracker`.
  ///
  /// ```swift
  /// let tracker = LifetimeTracker()
  /// ```
  public init() {}

  /// Starts watching `object` (weakly) under `name`.
  ///
  /// ```swift
  /// host.tracker.track(viewModel, as: "ProfileViewModel")
  /// ```
  public func track(_ object: AnyObject, as name: String) {
    entries.withLock { entries in
      entries.removeAll { $0.object == nil }  // keep the list short
      entries.append(Entry(object: object, name: name, releaseExpected: false))
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
    entries.withLock { entries in
      for index in entries.indices where entries[index].object === object {
        entries[index].releaseExpected = true
      }
    }
  }

  /// The names of the tracked objects still alive, in tracking order.
  ///
  /// ```swift
  /// host.tracker.alive  // ["profile view #2"]
  /// ```
  public var alive: [String] {
    entries.withLock { entries in entries.filter { $0.object != nil }.map(\.name) }
  }

  /// The names of the objects still alive although ``expectReleased(_:)``
  /// was called for them: the leaks.
  ///
  /// ```swift
  /// #expect(host.tracker.leaked.isEmpty)
  /// ```
  public var leaked: [String] {
    entries.withLock { entries in
      entries.filter { $0.object != nil && $0.releaseExpected }.map(\.name)
    }
  }
}
