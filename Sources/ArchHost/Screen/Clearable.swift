/// A value in a ``RetainedStore`` that wants to know when the store is
/// cleared, on pop or process death.
///
/// This is how a view-model store calls `onCleared()` and how a presenter
/// store lets a presenter cancel its work: the store calls ``clear()`` once,
/// outside its lock, after removing the value.
///
/// ```swift
/// final class ProfileViewModel: Clearable {
///   private let scope = CancellableBag()
///   func clear() { scope.cancel() }
/// }
/// ```
public protocol Clearable: AnyObject, Sendable {
  /// Releases the value's work: cancel tasks and subscriptions.
  func clear()
}
