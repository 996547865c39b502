import ArchFlow
import ArchHost

/// A presenter: decides what its view shows and talks to it only through a
/// ``ViewContract``, held weakly while attached.
///
/// Conform a `final class` and keep a ``ViewAttachment`` as `attachment`;
/// the protocol then gives you ``attach(_:)``, ``detach()``, ``view``, the
/// two bags and ``clear()``. Customize with the hooks ``onAttach(_:)``,
/// ``onDetach()`` and ``onClear()`` — don't implement `attach`, `detach` or
/// `clear` yourself.
///
/// ```swift
/// final class ProfilePresenter: Presenter {
///   typealias View = any ProfileContract
///   let attachment = ViewAttachment<any ProfileContract>()
///   private let state: MutableStateFlow<UserProfileFrame>
///
///   func onAttach(_ view: any ProfileContract) {
///     // Tell each new view the current state, until it detaches.
///     state.subscribe { [weak self] frame in self?.present(frame) }.store(in: attachmentBag)
///   }
///
///   private func present(_ frame: UserProfileFrame) {
///     guard let view else { return }  // weak: gone views are skipped
///     …
///   }
/// }
/// ```
///
/// Both of the article's variants are written this way. In **Passive
/// View** the presenter calls contract methods for everything the view
/// shows. In **Supervising Controller** the presenter also exposes a model
/// (a `StateFlow`) that the view binds simple data from itself; the view
/// stores those bindings in ``attachmentBag`` right after attaching, so
/// detach ends them with the rest.
///
/// A ``/ArchHost/Clearable``: keep it in a ``PresenterStore`` and it survives rotation
/// and is cleared on pop. Call `attach`, `detach` and `clear` from one
/// thread at a time, as a platform's main thread would; ``view`` may be
/// read from any thread.
public protocol Presenter<View>: Clearable {
  /// The view contract as an existential, such as `any ProfileContract`.
  associatedtype View

  /// The storage behind this protocol's members. Declare it as
  /// `let attachment = ViewAttachment<any MyContract>()`.
  var attachment: ViewAttachment<View> { get }

  /// Called after `view` is attached. Start what the view needs and store
  /// it in ``attachmentBag``; reach the view later through ``view`` (weak),
  /// never by capturing `view` in a callback that may outlive it.
  ///
  /// ```swift
  /// func onAttach(_ view: any ProfileContract) {
  ///   if needsLoad { load() }
  /// }
  /// ```
  func onAttach(_ view: View)

  /// Called before the view is detached (it is still reachable through
  /// ``view``); ``attachmentBag`` is cancelled right after.
  ///
  /// ```swift
  /// func onDetach() { analytics.screenHidden() }
  /// ```
  func onDetach()

  /// Called once by ``clear()``, after the detach and after both bags were
  /// cancelled: release what the bags don't hold.
  ///
  /// ```swift
  /// func onClear() { saved.unregister("profile.user") }
  /// ```
  func onClear()
}

extension Presenter {
  /// Does nothing by default; a presenter that shows anything implements it.
  ///
  /// ```swift
  /// func onAttach(_ view: any ProfileContract) { if needsLoad { load() } }
  /// ```
  public func onAttach(_ view: View) {}

  /// Does nothing by default: ``attachmentBag`` is cancelled anyway.
  ///
  /// ```swift
  /// presenter.detach()  // cancels attachmentBag, with or without onDetach()
  /// ```
  public func onDetach() {}

  /// Does nothing by default: both bags are cancelled anyway.
  ///
  /// ```swift
  /// presenter.clear()  // cancels both bags, with or without onClear()
  /// ```
  public func onClear() {}

  /// The attached view, or `nil` when detached or already released.
  ///
  /// ```swift
  /// view?.show(user: user)
  /// ```
  @inlinable public var view: View? { attachment.view }

  /// Whether a view is attached.
  public var isAttached: Bool { attachment.isAttached }

  /// What belongs to the attached view; cancelled on every detach and
  /// reused on the next attach. See ``ViewAttachment/attachmentBag``.
  ///
  /// ```swift
  /// state.subscribe { [weak self] in self?.present($0) }.store(in: attachmentBag)
  /// ```
  public var attachmentBag: CancellableBag { attachment.attachmentBag }

  /// What belongs to the presenter; cancelled on ``clear()``. See
  /// ``ViewAttachment/lifetimeBag``.
  ///
  /// ```swift
  /// host.launch("profile.load") { … }.store(in: lifetimeBag)
  /// ```
  public var lifetimeBag: CancellableBag { attachment.lifetimeBag }

  /// Attaches `view` (held weakly) and calls ``onAttach(_:)``.
  ///
  /// Attaching the view that is already attached does nothing; attaching
  /// another one first detaches the old one, as when a platform destroys a
  /// view without telling the presenter.
  ///
  /// ```swift
  /// presenter.attach(self)  // in the view, once it is built
  /// ```
  ///
  /// - Precondition: The presenter was not cleared.
  @inlinable public func attach(_ view: View) {
    _attach(view, contract: attachment._contract(of: view, presenter: Self.self))
  }

  /// Calls ``onDetach()``, forgets the view and cancels ``attachmentBag``.
  /// Does nothing when no view is attached.
  ///
  /// ```swift
  /// presenter.detach()  // Android's detachView() in onDestroy()
  /// ```
  public func detach() {
    guard let number = attachment._currentAttachment else { return }
    _detach(number)
  }

  /// Ends the presenter: detaches, cancels both bags for good, then calls
  /// ``onClear()``. Idempotent. A ``PresenterStore`` calls it on pop and
  /// process death.
  ///
  /// ```swift
  /// presenter.clear()  // the request in flight is cancelled
  /// ```
  public func clear() {
    guard !attachment.isCleared else { return }
    detach()
    if attachment._clear() { onClear() }
  }

  /// Attaches `view`, which is `contract`, and returns the attachment's number.
  @usableFromInline @discardableResult
  func _attach(_ view: View, contract: AnyObject) -> UInt64 {
    if attachment._isAttached(contract), let number = attachment._currentAttachment { return number }
    detach()
    let number = attachment._begin(contract, presenter: Self.self)
    onAttach(view)
    return number
  }

  /// Detaches attachment `number` if it is still the current one.
  func _detach(_ number: UInt64) {
    guard attachment._currentAttachment == number else { return }
    onDetach()
    attachment._end(number)
  }
}
