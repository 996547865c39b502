import ArchFlow

/// The frames a screen's views showed, in order, and the renders that should
/// not have happened.
///
/// One per ``Screen``, kept across rotation and process death, so a test can
/// compare what the user saw before and after. A render by a view whose
/// lifecycle is `destroyed` does not count as shown: it goes to
/// ``violations`` (and into the host's ``ProbeReport``), never ignored.
///
/// ```swift
/// context.render(ProfileState.loading)      // from a view
/// screen.renderLog.frames.map(\.text)       // ["loading"]
/// screen.renderLog.violations               // []
/// ```
public final class RenderLog: Sendable {
  private struct State {
    var frames: [Frame] = []
    var violations = BoundedViolations(limit: RenderLog.violationDetails)
    /// Where the host collects violations, so they outlive this log.
    var sink: Locked<BoundedViolations>?
  }

  /// How many renders after destroy a log keeps whole; it counts them all.
  public static let violationDetails = 100

  private let clock: TestClock
  private let state = Locked(State())

  /// Creates an empty log that stamps frames with `clock`'s time. A
  /// ``Screen`` makes its own with its host's clock.
  public init(clock: TestClock) {
    self.clock = clock
  }

  /// Records `frame` as shown by the view that owns `lifecycle` — or, if
  /// that lifecycle is `destroyed`, as a ``RenderViolation``.
  ///
  /// The lifecycle's ``Lifecycle/current`` state decides: a render while the
  /// observers are being told `resumed` is a frame, even if one of them has
  /// already asked for the moves down to `destroyed` (they wait their turn).
  ///
  /// ```swift
  /// renderLog.record(ProfileState.loading, by: context.lifecycle)
  /// ```
  public func record<Value: Sendable & Equatable & CustomStringConvertible>(
    _ frame: Value, by lifecycle: Lifecycle
  ) {
    let stamped = Frame(frame, instance: lifecycle.instance, time: clock.now)
    let destroyed = lifecycle.current == .destroyed
    let sink: Locked<BoundedViolations>? = state.withLock { state in
      if destroyed {
        state.violations.add(RenderViolation(kind: .renderAfterDestroy, frame: stamped))
        return state.sink
      }
      state.frames.append(stamped)
      return nil
    }
    sink?.withLock { $0.add(RenderViolation(kind: .renderAfterDestroy, frame: stamped)) }
  }

  /// Sends this log's violations, now and from now on, to `sink` too: the
  /// host keeps them, not the log, so a gone screen's frames can go.
  func _report(to sink: Locked<BoundedViolations>) {
    let earlier = state.withLock { state in
      state.sink = sink
      return state.violations
    }
    if earlier.count > 0 { sink.withLock { $0.add(earlier) } }
  }

  /// How many renders after destroy this log has seen, all of them.
  public var violationCount: Int { state.withLock { $0.violations.count } }

  /// The violations kept whole after the first `count` of them.
  package func violations(after count: Int) -> [RenderViolation] {
    state.withLock { Array($0.violations.first.dropFirst(count)) }
  }

  /// Every frame shown, oldest first.
  public var frames: [Frame] { state.withLock { $0.frames } }

  /// The most recent frame shown, if any.
  public var lastFrame: Frame? { state.withLock { $0.frames.last } }

  /// Renders that should not have happened, oldest first: the first
  /// ``violationDetails`` of them (``violationCount`` counts all).
  public var violations: [RenderViolation] { state.withLock { $0.violations.first } }
}
