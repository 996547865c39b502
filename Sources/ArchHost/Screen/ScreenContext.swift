import ArchFlow

/// What a view factory gets: the platform, this view's lifecycle, and the
/// screen's stores.
///
/// One context per view instance: after a rotation the new view gets a new
/// context with a new ``lifecycle`` and the same ``retained``, ``saved`` and
/// ``renderLog``. Keep the context in the view. Hand retained objects
/// (presenters, view models) only what outlives the view — ``host``,
/// ``retained``, ``saved`` — never the context itself or its ``lifecycle``,
/// or they will hold on to a destroyed view's lifecycle after a rotation.
///
/// ```swift
/// let screen = Screen(host: host, name: "profile") { context in
///   ProfileView(context: context)
/// }
///
/// final class ProfileView: Sendable {
///   init(context: ScreenContext) {
///     context.render(ProfileState.loading)
///   }
/// }
/// ```
public struct ScreenContext: Sendable {
  /// The platform: executor, clock, probes.
  ///
  /// ```swift
  /// context.host.launch("profile.load") { await load() }
  /// ```
  public let host: AppHost
  /// The screen's name, such as `"profile"`.
  public let name: String
  /// This view instance's lifecycle.
  ///
  /// ```swift
  /// context.lifecycle.observe { state in print(state) }
  /// ```
  public let lifecycle: Lifecycle
  /// Storage kept across rotation, cleared on pop and process death.
  ///
  /// ```swift
  /// let presenter = context.retained.value(for: "presenter") { ProfilePresenter() }
  /// ```
  public let retained: RetainedStore
  /// The restored bundle and the providers asked at process death.
  ///
  /// ```swift
  /// let id = context.saved.restored?["userID"]
  /// ```
  public let saved: SavedStateRegistry
  /// Where this screen's frames are recorded.
  public let renderLog: RenderLog
  private let finishAction: @Sendable () -> Void

  /// Creates a context. ``Screen`` does this for each view it makes; build
  /// one directly only to test a view without a screen.
  ///
  /// - Parameter finish: What ``finish()`` does; by default nothing, as
  ///   there is no screen to pop.
  public init(
    host: AppHost,
    name: String,
    lifecycle: Lifecycle,
    retained: RetainedStore,
    saved: SavedStateRegistry,
    renderLog: RenderLog,
    finish: @escaping @Sendable () -> Void = {}
  ) {
    self.host = host
    self.name = name
    self.lifecycle = lifecycle
    self.retained = retained
    self.saved = saved
    self.renderLog = renderLog
    finishAction = finish
  }

  /// This view's instance number: 1 for the screen's first view, 2 after the
  /// first rotation, and so on.
  public var instance: Int { lifecycle.instance }

  /// Records `frame` as shown by this view, stamped with the host's time —
  /// or, once this view is destroyed, as a render-after-destroy violation.
  ///
  /// ```swift
  /// context.render(ProfileState.loaded(user))
  /// ```
  public func render<Value: Sendable & Equatable & CustomStringConvertible>(_ frame: Value) {
    renderLog.record(frame, by: lifecycle)
  }

  /// Pops this view's screen, as a view that leaves by itself does — a
  /// splash screen on `resumed`: Android's `Activity.finish()`.
  ///
  /// Called from a lifecycle observer, it does not pop at once: like every
  /// transition asked for during one, the pop waits until the screen's
  /// running transition has ended (``Screen`` explains), so the other
  /// observers see `resumed` before `paused`. It does nothing once this view
  /// is no longer its screen's view (rotated away, popped already), so a
  /// late call cannot pop the view after it. Like the transitions, call it
  /// from a lifecycle observer or the test, not from a task of the host
  /// when no transition runs (the pop settles the host; see ``AppHost``).
  ///
  /// ```swift
  /// context.lifecycle.observe(label: "splash.leave") { [context] state in
  ///   if state == .resumed { context.finish() }
  /// }
  /// ```
  public func finish() { finishAction() }
}
