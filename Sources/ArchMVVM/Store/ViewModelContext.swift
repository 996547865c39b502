import ArchHost

/// What a ``ViewModelFactory`` gets when it builds a view model: only what
/// outlives the view (Android's `CreationExtras`).
///
/// No lifecycle and no view here: a view model lives across rotations, and
/// holding the first view's lifecycle would keep a destroyed view's state
/// alive.
///
/// ```swift
/// let factory = ViewModelFactory().registering(ProfileViewModel.self) { context in
///   ProfileViewModel(userID: "42", service: service, context: context)
/// }
/// ```
public struct ViewModelContext: Sendable {
  /// The platform: clock, probes, the executor tasks run on.
  ///
  /// ```swift
  /// ViewModelCore(UserProfileFrame.loading, host: context.host)
  /// ```
  public let host: AppHost
  /// The screen's saved state: read ``/ArchHost/SavedStateRegistry/restored`` after
  /// process death, register providers for what must survive it.
  ///
  /// ```swift
  /// let restoredID = context.saved.restored?["\(context.key).userID"]
  /// ```
  public let saved: SavedStateRegistry
  /// The key the view model is stored under; a good prefix for saved-state
  /// keys, so two view models of one screen do not collide.
  ///
  /// ```swift
  /// context.saved.register("\(context.key).query") { query.value }
  /// ```
  public let key: String

  /// Creates a context. A ``ViewModelStore`` does this; build one directly
  /// only to unit-test a view model.
  public init(host: AppHost, saved: SavedStateRegistry = SavedStateRegistry(), key: String) {
    self.host = host
    self.saved = saved
    self.key = key
  }
}
