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
  public let kind: Kind
  /// The offending frame: its text, the view instance and the time.
  public let frame: Frame

  /// Creates a violation.
  public init(kind: Kind, frame: Frame) {
    self.kind = kind
    self.frame = frame
  }

  /// `"render after destroy: #1 @ 2.0 seconds: loaded(Ada)"`.
  public var description: String { "\(kind.rawValue): \(frame)" }
}
