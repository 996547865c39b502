import ArchFlow

/// The frames a screen's views showed, in order, and the renders that should
/// not have happened.
///
/// One per ``Screen``, kept across rotation and process death, so a test can
/// compare what the user saw before and after. It keeps the last
/// ``frameLimit`` frames (``defaultFrameLimit`` unless told otherwise),
/// while ``frameCount`` counts them all. A render by a view whose
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
    /// The frames kept, oldest first; with a limit, up to twice as many as
    /// it lets through, so that dropping old ones costs a little per frame.
    var frames: [Frame] = []
    var frameCount = 0
    var violations = BoundedViolations(limit: RenderLog.violationDetails)
    /// Where the host collects violations, so they outlive this log.
    var sink: Locked<BoundedViolations>?
    /// Whether the sink was seen without room: it keeps only counts from then on.
    var sinkIsFull = false

    /// Neither this log nor its sink keeps another violation whole.
    var keepsOnlyCounts: Bool { !violations.hasRoom && (sink == nil || sinkIsFull) }
  }

  /// How many renders after destroy a log keeps whole; it counts them all.
  public static let violationDetails = 100

  /// How many of the last frames a log keeps unless made with another
  /// limit: far more than a scenario shows, and a bound on what a screen
  /// rotated all day keeps (a frame is about 66 bytes).
  public static let defaultFrameLimit = 1_000

  private let clock: TestClock
  private let state = Locked(State())
  /// How many of the most recent frames ``frames`` gives.
  public let frameLimit: Int
  /// How many frames the log holds before it drops the oldest.
  private let dropAt: Int

  /// Creates an empty log that stamps frames with `clock`'s time and keeps
  /// the last `frameLimit` of them (``defaultFrameLimit`` by default; `.max`
  /// keeps every one). A ``Screen`` makes its own with its host's clock.
  ///
  /// A scale run that rotates one screen many times keeps only the last:
  /// that is all it reads, and the log of every frame would grow with each
  /// rotation.
  ///
  /// - Precondition: `frameLimit` is at least 1.
  public init(clock: TestClock, frameLimit: Int = RenderLog.defaultFrameLimit) {
    checkUsage(frameLimit >= 1, "RenderLog(frameLimit:) keeps at least 1 frame, got \(frameLimit)")
    self.clock = clock
    self.frameLimit = frameLimit
    dropAt = frameLimit > Int.max / 2 ? Int.max : 2 * frameLimit
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
    if lifecycle.current == .destroyed {
      recordViolation(frame, instance: lifecycle.instance)
      return
    }
    let stamped = Frame(frame, instance: lifecycle.instance, time: clock.now)
    let (limit, dropAt) = (frameLimit, dropAt)
    state.withLock { state in
      state.frameCount += 1
      // Dropped in batches: one at a time would move the rest on every frame.
      if state.frames.count >= dropAt { state.frames.removeFirst(state.frames.count - limit + 1) }
      state.frames.append(stamped)
    }
  }

  /// Counts a render after destroy here and in the host's sink, and makes
  /// the violation only while one of them may keep it whole: a leaky control
  /// renders into dead views on every tick, and past the limits only the
  /// count is wanted. Room only runs out, so a "full" seen once stays true.
  private func recordViolation<Value: Sendable & Equatable & CustomStringConvertible>(
    _ frame: Value, instance: Int
  ) {
    // Counted and the sink read under one lock, the one `_report` sets the
    // sink under: each render reaches the sink once, here or in its copy.
    let (counted, sinkOfCount) = state.withLock { state in
      guard state.keepsOnlyCounts else { return (false, Locked<BoundedViolations>?.none) }
      state.violations.addUnkept()
      return (true, state.sink)
    }
    if counted {
      sinkOfCount?.withLock { $0.addUnkept() }
      return
    }
    let violation = RenderViolation(
      kind: .renderAfterDestroy, frame: Frame(frame, instance: instance, time: clock.now))
    let sink = state.withLock { state in
      state.violations.add(violation)
      return state.sink
    }
    let sinkHasRoom = sink?.withLock { sink in
      sink.add(violation)
      return sink.hasRoom
    }
    if sinkHasRoom == false { state.withLock { $0.sinkIsFull = true } }
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

  /// Every frame shown, oldest first; only the last ``frameLimit`` of
  /// them once more were shown.
  public var frames: [Frame] {
    let limit = frameLimit
    return state.withLock { $0.frames.count <= limit ? $0.frames : Array($0.frames.suffix(limit)) }
  }

  /// How many frames the views showed, kept or not.
  public var frameCount: Int { state.withLock { $0.frameCount } }

  /// How many frames the log holds now: up to twice ``frameLimit``, the
  /// oldest dropped in batches.
  package var storedFrameCount: Int { state.withLock { $0.frames.count } }

  /// The most recent frame shown, if any.
  public var lastFrame: Frame? { state.withLock { $0.frames.last } }

  /// Renders that should not have happened, oldest first: the first
  /// ``violationDetails`` of them (``violationCount`` counts all).
  public var violations: [RenderViolation] { state.withLock { $0.violations.first } }
}
