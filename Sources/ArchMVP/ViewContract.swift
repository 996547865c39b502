/// What a presenter may ask of its view: a class-bound protocol that the
/// view implements and hands over in `attach(_:)`.
///
/// Class-bound so the presenter can hold the view weakly, as iOS MVP does
/// with `weak var view`; `Sendable` because flow callbacks may run on any
/// thread.
///
/// ```swift
/// protocol ProfileContract: ViewContract {
///   func showLoading()
///   func show(user: User)
/// }
/// ```
public protocol ViewContract: AnyObject, Sendable {}
