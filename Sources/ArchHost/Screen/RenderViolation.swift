/// Something a view did that a correct screen never does, recorded by the
/// ``RenderLog`` instead of being ignored.
///
/// ```swift
/// screen.renderLog.violations.first?.description
/// // "render after destroy: #1 @ 2.0 seconds: loaded(Ada)"
/// ```
public struct RenderViolation: Sendable, Equatable, CustomStringConvertible {
  /// The kinds of violation.
  ///
  /// ```swift
  /// violation.kind == .renderAfterDestroy
  /// ```
  public enum Kind: String, Sendable, Equatable {
    /// A destroyed view was asked to render (the article's "update a
    /// detached view" crash).
    case renderAfterDestroy = "render after destroy"
  }

  /// What went wrong.
  ///
  /// ```swift
  /// #expect(violation.kind == .renderAfterDestroy)
  /// ```
  public let kind: Kind
  /// The offending frame: its text, the view instance and the time.
  ///
  /// ```swift
  /// violation.frame.time  // when the destroyed view was asked to render
  /// ```
  public let frame: Frame

  /// Creates a violation.
  ///
  /// ```swift
  /// RenderViolation(kind: .renderAfterDestroy, frame: frame)
  /// ```
  public init(kind: Kind, frame: Frame) {
    self.kind = kind
    self.frame = frame
  }

  /// `"render after destroy: #1 @ 2.0 seconds: loaded(Ada)"`.
  ///
  /// ```swift
  /// print(violation)
  /// ```
  public var description: String { "\(kind.rawValue): \(frame)" }
}
