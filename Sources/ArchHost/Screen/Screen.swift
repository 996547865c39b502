import ArchFlow

/// Hosts one screen: makes its view through a factory and drives it through
/// the platform events — show, rotate, background, foreground, pop, process
/// death and restore.
///
/// Every transition ends with ``AppHost/settle()``: when the call returns, the
/// work the transition triggered has run as far as it can without time
/// passing. Transitions are called from the test, one at a time; calling one
/// in a state where it makes no sense (rotating a screen that is not shown)
/// is a precondition failure that says why.
///
/// **Transitions asked for during one.** A transition called while another
/// one of this screen runs — by a lifecycle observer of its view (a splash
/// view that pops itself on `resumed` through ``ScreenContext/finish()``),
/// or from another thread — waits its turn: the call returns at once, and
/// the thread running the current transition runs the waiting ones, whole
/// and in call order, once it has ended. So every observer sees the whole
/// transition first (`show()` reaches `resumed` before the pop starts), and
/// the call never waits, so it cannot deadlock. It is checked at the call
/// against the state the screen will be in when its turn comes.
/// ``processDeath()`` returns a bundle, so it cannot wait: calling it during
/// another transition stops the process.
///
/// ```swift
/// let host = AppHost()
/// let screen = Screen(host: host, name: "profile") { ProfileView(context: $0) }
/// screen.show()                  // view #1: created → started → resumed
/// screen.rotate()                // #1 destroyed, #2 resumed, same retained store
/// let saved = screen.processDeath()
/// screen.restore(saved)          // #3, built from the saved bundle only
/// screen.pop()                   // destroyed, store cleared
/// #expect(host.probeReport().leaks == [])
/// ```
///
/// Views are tracked by ``AppHost/tracker`` as `"<name> view #<instance>"` and
/// expected released once destroyed.
public final class Screen<View: AnyObject & Sendable>: Sendable {
  /// The platform this screen runs on.
  ///
  /// ```swift
  /// screen.host.advance(by: .seconds(1))
  /// ```
  public let host: AppHost
  /// The screen's name, used in tracker names and messages.
  public let name: String
  /// Kept across rotation; cleared on pop and process death.
  public let retained: RetainedStore
  /// The restored bundle and the providers asked at process death.
  public let saved: SavedStateRegistry
  /// The frames this screen's views showed (the last
  /// ``RenderLog/defaultFrameLimit``, unless the screen was made with
  /// another `frameLimit`), and the violations.
  public let renderLog: RenderLog

  let makeView: @Sendable (ScreenContext) -> View
  let state = Locked(ScreenState())

  /// Creates a screen; nothing is shown until ``show()``.
  ///
  /// - Parameters:
  ///   - host: The platform to run on.
  ///   - name: A short name, such as `"profile"`.
  ///   - frameLimit: How many of the last frames ``renderLog`` keeps:
  ///     ``RenderLog/defaultFrameLimit`` by default, `.max` for every one; a
  ///     scale run that rotates one screen many times keeps one (see
  ///     ``RenderLog/init(clock:frameLimit:)``).
  ///   - makeView: Builds a view for a context. Called with the host's
  ///     ledger bound, once per view instance (again after each rotation).
  public init(
    host: AppHost, name: String, frameLimit: Int = RenderLog.defaultFrameLimit,
    makeView: @escaping @Sendable (ScreenContext) -> View
  ) {
    self.host = host
    self.name = name
    self.makeView = makeView
    retained = RetainedStore()
    saved = SavedStateRegistry()
    renderLog = RenderLog(clock: host.clock, frameLimit: frameLimit)
    host._register(renderLog)
  }

  /// The current view, or `nil` before ``show()`` and after ``pop()`` or
  /// ``processDeath()``.
  ///
  /// ```swift
  /// screen.view?.tapRetry()  // drive the fake view
  /// ```
  public var view: View? {
    // Only a `View` is ever stored, and `View` is a class type.
    state.withLock { $0.shown?.view }.map { unsafeDowncast($0, to: View.self) }
  }

  /// The current view's lifecycle, or `nil` when no view is shown.
  public var lifecycle: Lifecycle? { state.withLock { $0.shown?.context.lifecycle } }

  /// Makes a view and brings it to `resumed`, then settles.
  ///
  /// ```swift
  /// screen.show()
  /// screen.lifecycle?.current  // .resumed
  /// ```
  ///
  /// - Precondition: No view is shown (called during another transition:
  ///   none will be once it ends).
  public func show() {
    perform(.show)
  }

  /// Destroys the view (paused, stopped, destroyed) and makes a new one with
  /// a new lifecycle, brought to `resumed`; the retained store, the
  /// saved-state providers and the render log stay. Then settles.
  ///
  /// Like Android on a configuration change, the providers are asked for a
  /// bundle before the old view is destroyed, and the new view finds it in
  /// ``SavedStateRegistry/restored`` (as at process death): it
  /// replaces whatever bundle was there, so a view never reads stale values
  /// from an earlier ``restore(_:)``.
  ///
  /// ```swift
  /// screen.rotate()
  /// screen.lifecycle?.instance  // 2
  /// screen.saved.restored       // what the providers returned just now
  /// ```
  ///
  /// - Precondition: The view is `resumed` (called during another
  ///   transition: will be once it ends).
  public func rotate() {
    perform(.rotate)
  }

  /// Destroys the view, clears the retained store (telling ``Clearable``
  /// values) and the saved state, then settles.
  ///
  /// ```swift
  /// screen.pop()
  /// screen.view  // nil
  /// ```
  ///
  /// - Precondition: A view is shown (called during another transition:
  ///   will be once it ends).
  public func pop() {
    perform(.pop)
  }

  /// Moves the view resumed → paused → stopped (home button), then settles.
  ///
  /// ```swift
  /// screen.background()
  /// screen.lifecycle?.current  // .stopped
  /// ```
  ///
  /// - Precondition: The view is `resumed` (called during another
  ///   transition: will be once it ends).
  public func background() {
    perform(.background)
  }

  /// Moves the view stopped → started → resumed (back to the app), then
  /// settles.
  ///
  /// ```swift
  /// screen.foreground()
  /// screen.lifecycle?.current  // .resumed
  /// ```
  ///
  /// - Precondition: The view is `stopped` (called during another
  ///   transition: will be once it ends).
  public func foreground() {
    perform(.foreground)
  }
}
