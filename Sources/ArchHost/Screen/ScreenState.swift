/// What a ``Screen`` keeps under its lock.
///
/// Not generic, and not nested in the generic screen: the view is kept as
/// an object of any class. Generic code looks up the metadata of each
/// generic type it touches at run time, on every transition.
struct ScreenState {
  /// The view shown, and its context.
  struct Shown {
    /// Always of the screen's `View` type.
    let view: AnyObject & Sendable
    let context: ScreenContext
  }

  var shown: Shown?
  var instances = 0
  /// The transition running (its call, for messages), if any; its thread
  /// runs `queue` before returning.
  var running: String?
  /// Transitions asked for while one runs, oldest first.
  var queue: [ScreenTransition] = []
  /// What the screen will show once the running and queued ones end.
  var outlook: ScreenTransition.Outlook?
}
