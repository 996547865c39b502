import ArchFlow

/// One frame a view showed: the feature's value, type-erased, with the view
/// instance that showed it and the virtual time.
///
/// Frames compare by text, instance and time, so two runs of a scenario can
/// be compared with `==`; ``value(as:)`` gives back the feature's own value.
///
/// ```swift
/// let frame = screen.renderLog.lastFrame!
/// frame.text                                   // "loaded(Ada)"
/// frame.value(as: ProfileState.self)           // .loaded(ada)
/// "\(frame)"                                   // "#2 @ 0.3 seconds: loaded(Ada)"
/// ```
public struct Frame: Sendable, Equatable, CustomStringConvertible {
  /// The frame value's `description`, made when asked for: most frames
  /// are compared by value and never printed.
  public var text: String { base.description }
  /// The view instance that rendered it (1 for the first view of a screen).
  public let instance: Int
  /// When, on the host's clock.
  public let time: VirtualInstant
  private let base: any Sendable & CustomStringConvertible

  /// Wraps `value`, rendered by view `instance` at `time`.
  public init<Value: Sendable & Equatable & CustomStringConvertible>(
    _ value: Value, instance: Int, time: VirtualInstant
  ) {
    self.instance = instance
    self.time = time
    base = value
  }

  /// The rendered value, if it is a `T`.
  ///
  /// ```swift
  /// #expect(frame.value(as: ProfileState.self) == .loading)
  /// ```
  public func value<T>(as type: T.Type) -> T? { base as? T }

  /// Equal text, instance and time.
  ///
  /// ```swift
  /// #expect(runA.frames == runB.frames)
  /// ```
  public static func == (lhs: Frame, rhs: Frame) -> Bool {
    lhs.text == rhs.text && lhs.instance == rhs.instance && lhs.time == rhs.time
  }

  /// `"#1 @ 0.3 seconds: loaded(Ada)"`.
  public var description: String { "#\(instance) @ \(time): \(text)" }
}
