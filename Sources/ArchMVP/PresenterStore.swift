import ArchFlow
import ArchHost

/// Keeps presenters across rotation and drops them on pop: the retained
/// fragment of the article, built on a screen's ``/ArchHost/RetainedStore``.
///
/// The first view of a screen makes the presenter; the views made after a
/// rotation get the same instance, so a request in flight is not started
/// again. When the screen is popped (or the process dies) the store clears:
/// each presenter's `clear()` runs, and the host's ``/ArchHost/LifetimeTracker``,
/// which has watched the presenter since it was made, expects it to be
/// released — a presenter still alive after pop shows up in
/// `host.probeReport().objectsLeaked`.
///
/// ```swift
/// final class ProfileView: ProfileContract {
///   let presenter: ProfilePresenter
///   init(context: ScreenContext) {
///     presenter = context.presenters.presenter {
///       ProfilePresenter(service: service, host: context.host)  // never the context itself
///     }
///     presenter.attach(self, until: context.lifecycle)
///   }
/// }
/// ```
public struct PresenterStore: Sendable {
  private let retained: RetainedStore
  private let tracker: LifetimeTracker
  private let screenName: String

  /// A store over `retained` that reports to `tracker`; tracker names read
  /// `"<screenName> <key>"`.
  public init(retained: RetainedStore, tracker: LifetimeTracker, screenName: String) {
    self.retained = retained
    self.tracker = tracker
    self.screenName = screenName
  }

  /// The store of `context`'s screen. Same as `context.presenters`.
  public init(_ context: ScreenContext) {
    self.init(retained: context.retained, tracker: context.host.tracker, screenName: context.name)
  }

  /// The presenter kept under `key`, made by `make` the first time.
  ///
  /// `key` defaults to the presenter's type name, which is also its name in
  /// the tracker: `"profile ProfilePresenter"`. `make` runs outside the
  /// store's lock and should capture what outlives views (services, the
  /// host, `context.saved`), never the context or its lifecycle.
  ///
  /// ```swift
  /// let presenter = context.presenters.presenter { ProfilePresenter(host: context.host) }
  /// ```
  ///
  /// - Precondition: A presenter stored under `key` has type `P`.
  public func presenter<P: Clearable>(for key: String? = nil, make: () -> P) -> P {
    let retainedKey = key.map { "presenter \($0)" } ?? Self.typeKeys.key(for: P.self)
    let entry = retained.value(for: retainedKey) { () -> _RetainedPresenter<P> in
      let presenter = make()
      tracker.track(presenter, as: "\(screenName) \(key ?? typeName(P.self))")
      return _RetainedPresenter(presenter, tracker: tracker)
    }
    return entry.presenter
  }

  /// The default keys, `"presenter <type name>"`, spelled once per type.
  private static let typeKeys = TypeKeys(prefix: "presenter ")
}

/// What the retained store holds: the presenter, plus the duty to tell the
/// tracker, once the presenter is cleared, that it should now go away.
final class _RetainedPresenter<P: Clearable>: Clearable {
  let presenter: P
  private let tracker: LifetimeTracker

  init(_ presenter: P, tracker: LifetimeTracker) {
    self.presenter = presenter
    self.tracker = tracker
  }

  func clear() {
    presenter.clear()
    tracker.expectReleased(presenter)
  }
}
