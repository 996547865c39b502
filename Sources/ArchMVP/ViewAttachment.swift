import ArchFlow
import ArchHost
import Synchronization

/// The presenter's end of the view binding: the attached view, held
/// weakly, and the two bags whose lifetimes MVP is about.
///
/// A presenter keeps one as `let attachment` and conforms to ``Presenter``,
/// whose `attach(_:)`, `detach()` and `clear()` drive it. It is a separate
/// object (composition, not a base class) so presenters stay `final` and
/// checked `Sendable`.
///
/// - ``attachmentBag`` holds what belongs to one attached view: it is
///   emptied on every detach and filled again on the next attach.
/// - ``lifetimeBag`` holds what belongs to the presenter itself, such as a
///   request that must survive a rotation: it is cancelled on clear.
///
/// ```swift
/// final class ProfilePresenter: Presenter {
///   typealias View = any ProfileContract
///   let attachment = ViewAttachment<any ProfileContract>()
/// }
/// ```
///
/// `View` is the contract as an existential (`any ProfileContract`), which
/// Swift cannot constrain to ``ViewContract`` at compile time; ``Presenter/attach(_:)``
/// checks at run time that the view is a ``ViewContract`` class.
public final class ViewAttachment<View>: Sendable {
  /// Subscriptions and tasks that belong to the attached view: cancelled
  /// with `cancelAll()` on detach, so the bag is reused by the next attach;
  /// closed for good on clear.
  ///
  /// ```swift
  /// state.subscribe { [weak self] in self?.present($0) }.store(in: attachment.attachmentBag)
  /// ```
  public let attachmentBag = CancellableBag()

  /// Work that belongs to the presenter and outlives any one view —
  /// typically the request in flight during a rotation. Cancelled on clear.
  ///
  /// ```swift
  /// host.launch("profile.load") { … }.store(in: attachment.lifetimeBag)
  /// ```
  public let lifetimeBag = CancellableBag()

  // Usable from inline: `view` is read on every value a presenter shows,
  // and specialised for its contract it skips the generic code's metadata
  // lookups.
  @usableFromInline struct State {
    /// Weak: the platform owns the view; the presenter must never keep a
    /// destroyed view alive.
    @usableFromInline weak var view: AnyObject?
    /// The number of the current attachment; `nil` while detached.
    @usableFromInline var attached: UInt64?
    var lastAttachment: UInt64 = 0
    var cleared = false
  }

  @usableFromInline let state = Locked(State())

  /// Creates a detached attachment.
  public init() {}

  /// The attached view: `nil` when detached, and `nil` as soon as the view
  /// has been released, even if nobody called detach (the weak reference
  /// of iOS MVP).
  ///
  /// ```swift
  /// attachment.view?.showLoading()  // does nothing when no view is there
  /// ```
  @inlinable public var view: View? {
    guard let view = state.withLock({ $0.attached == nil ? nil : $0.view }) else { return nil }
    // Always succeeds: only a `View` is ever stored.
    return view as? View
  }

  /// Whether a view is attached (it may since have been released).
  public var isAttached: Bool { state.withLock { $0.attached != nil } }

  /// Whether the presenter was cleared; a cleared presenter never attaches
  /// again.
  public var isCleared: Bool { state.withLock { $0.cleared } }

  // MARK: - Driven by Presenter

  /// The number of the current attachment, or `nil` when detached.
  var _currentAttachment: UInt64? { state.withLock { $0.attached } }

  /// The class of the last view found to be a ``ViewContract``: a view of
  /// that class is not cast again (one of another class is). A screen's
  /// views are all of one class, and the run-time cast cost a fiftieth of
  /// a rotation.
  @usableFromInline let _contractClass = Atomic<Int>(0)

  /// `view` as an object, checked to be a ``ViewContract``. Inlinable: in a
  /// presenter specialised for its contract, the object is known at compile
  /// time and only a new class of view is cast.
  @inlinable func _contract(of view: View, presenter: Any.Type) -> AnyObject {
    let object = view as AnyObject
    if _contractClass.load(ordering: .relaxed) == Int(bitPattern: ObjectIdentifier(type(of: object))) { return object }
    return _checkedContract(of: view, object, presenter: presenter)
  }

  /// Casts the view itself, so a view in a box (`AnyHashable`) is found
  /// inside it; remembers its class only when the view is the object.
  @usableFromInline func _checkedContract(of view: View, _ object: AnyObject, presenter: Any.Type) -> AnyObject {
    guard let contract = view as? any ViewContract else { _notAContract(view, presenter: presenter) }
    if contract === object {
      _contractClass.store(Int(bitPattern: ObjectIdentifier(type(of: object))), ordering: .relaxed)
    }
    return contract
  }

  @usableFromInline func _notAContract(_ view: View, presenter: Any.Type) -> Never {
    usageFailure(
      "\(presenter).attach(_:): \(type(of: view as Any)) is not a ViewContract; "
        + "a view is a class that implements a protocol refining ViewContract."
    )
  }

  /// Whether `view` is the very instance attached now.
  func _isAttached(_ view: AnyObject) -> Bool {
    state.withLock { $0.attached != nil && $0.view === view }
  }

  /// Stores `view` weakly and returns the new attachment's number.
  func _begin(_ view: AnyObject, presenter: Any.Type) -> UInt64 {
    return state.withLock { state in
      checkUsage(
        !state.cleared,
        "\(presenter).attach(_:): the presenter was cleared (its screen was popped); make a new one."
      )
      checkUsage(state.attached == nil, "\(presenter).attach(_:): detach the previous view first.")
      state.lastAttachment += 1
      state.attached = state.lastAttachment
      state.view = view
      return state.lastAttachment
    }
  }

  /// Ends attachment `number` if it is still the current one: forgets the
  /// view and cancels the attachment bag. Returns whether it ended.
  @discardableResult
  func _end(_ number: UInt64) -> Bool {
    let ended = state.withLock { state -> Bool in
      guard state.attached == number else { return false }
      state.attached = nil
      state.view = nil
      return true
    }
    // Outside the lock: a cancellation may call back into the presenter.
    if ended { attachmentBag.cancelAll() }
    return ended
  }

  /// Marks the presenter cleared and closes both bags. Returns `false` if it
  /// already was.
  @discardableResult
  func _clear() -> Bool {
    let first = state.withLock { state -> Bool in
      defer { state.cleared = true }
      return !state.cleared
    }
    attachmentBag.cancel()
    lifetimeBag.cancel()
    return first
  }
}
