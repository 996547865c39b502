/// A view of a feature screen, as the scenarios drive it: the user's
/// intents go in, frames come out through the screen context's render log.
///
/// Each variant's view (or, in MVC, its controller) conforms. The view is
/// the object the host tracks: it must be released when destroyed.
///
/// ```swift
/// final class CounterView: FeatureView {
///   func perform(_ intent: CounterIntent) { presenter.increment() }
/// }
/// ```
public protocol FeatureView<Intent>: AnyObject, Sendable {
  /// The feature's intents.
  associatedtype Intent: Sendable

  /// Does what the user asked, as a tap or a keystroke would.
  func perform(_ intent: Intent)
}
