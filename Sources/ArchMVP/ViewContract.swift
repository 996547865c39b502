/// What a presenter may ask of its view: the root of every view contract.
///
/// A screen's contract is a protocol that refines this one and lists what
/// the view can show; the view implements it and hands itself to the
/// presenter in ``Presenter/attach(_:)``. The presenter sees only the
/// contract, so a test can hand it a fake view — no UI framework needed.
///
/// Class-bound, so the presenter can hold the view weakly (iOS's
/// `weak var view`); `Sendable`, because flow callbacks and tasks may reach
/// the view from any thread.
///
/// ```swift
/// protocol ProfileContract: ViewContract {
///   func showLoading()
///   func show(user: User)
///   func showError(_ message: String)
/// }
///
/// final class ProfilePresenter: Presenter {
///   typealias View = any ProfileContract  // the presenter names the contract, never a view class
///   let attachment = ViewAttachment<any ProfileContract>()
/// }
/// ```
public protocol ViewContract: AnyObject, Sendable {}
