/// A point in virtual time: an offset from the clock's zero. The instant of
/// ``TestClock`` and ``ImmediateClock``.
///
/// ```swift
/// let deadline = TestClock.Instant(offset: .milliseconds(300))
/// deadline.advanced(by: .seconds(1))  // 1.3 seconds
/// ```
public struct VirtualInstant: InstantProtocol, Sendable, CustomStringConvertible {
  /// Durations are Swift's own.
  public typealias Duration = Swift.Duration

  /// The time elapsed since the clock's zero.
  public var offset: Duration

  /// Creates an instant `offset` after the clock's zero.
  public init(offset: Duration) { self.offset = offset }

  /// The clock's starting point.
  public static var zero: VirtualInstant { VirtualInstant(offset: .zero) }

  /// The instant `duration` later (or earlier, if negative).
  public func advanced(by duration: Duration) -> VirtualInstant {
    VirtualInstant(offset: offset + duration)
  }

  /// The duration from this instant to `other`.
  public func duration(to other: VirtualInstant) -> Duration {
    other.offset - offset
  }

  /// Orders instants by their offset.
  public static func < (lhs: VirtualInstant, rhs: VirtualInstant) -> Bool {
    lhs.offset < rhs.offset
  }

  /// The offset, e.g. `"1.5 seconds"`.
  public var description: String { offset.description }
}
