/// What a step should leave on screen: a frame (or no view at all) and,
/// optionally, how many requests the fake has started so far.
///
/// ```swift
/// Expectation<UserProfileFrame>(.loading, requests: 1)
/// Expectation<UserProfileFrame>.noView
/// ```
public struct Expectation<Frame: Sendable & Equatable & CustomStringConvertible>: Sendable, Equatable,
  CustomStringConvertible
{
  /// The current view's last frame, or `nil` when no view is shown.
  public var frame: Frame?
  /// Requests the fake has started since the scenario began; `nil` does
  /// not check.
  public var requests: Int?

  /// Expects `frame` (`nil`: no view) and, if given, a request count.
  public init(_ frame: Frame?, requests: Int? = nil) {
    self.frame = frame
    self.requests = requests
  }

  /// No view shown (after pop or process death).
  package static var noView: Expectation { Expectation(nil) }

  /// `"loading"`, `"loading, 1 request"`, `"no view"`.
  public var description: String {
    let shown = frame.map(\.description) ?? "no view"
    guard let requests else { return shown }
    return "\(shown), \(requests) request\(requests == 1 ? "" : "s")"
  }
}

/// A declared difference: variants with `trait` are expected to show
/// `expected` after this step instead, for the reason given.
///
/// ```swift
/// .rotate(.user(ada), requests: 1)
///   .except(.reloadsOnRotation, .loading, requests: 2, because: "MVC keeps nothing across rotation")
/// ```
public struct Deviation<Frame: Sendable & Equatable & CustomStringConvertible>: Sendable {
  /// Who deviates.
  package let trait: VariantTraits
  /// What they show instead.
  public let expected: Expectation<Frame>
  /// Why: shown in timelines and failure messages.
  public let reason: String
}
