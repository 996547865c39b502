import ArchFlow
import ArchHost

/// The view models of one screen, kept across rotation and cleared on pop
/// and process death: Android's `ViewModelStore`.
///
/// A screen's store lives in its ``/ArchHost/RetainedStore`` (``of(_:)``), so the new
/// view after a rotation gets the same view models, and the retained
/// store's clear on pop or process death clears them. Every view model it
/// makes is tracked by ``/ArchHost/AppHost/tracker`` as `"<screen> <key>"` and expected
/// released once cleared: one still alive after a pop is listed in
/// ``/ArchHost/LifetimeTracker/leaked`` and in the probe report.
///
/// ```swift
/// // In a view's init:
/// let viewModel = context.viewModel(ProfileViewModel.self, factory: factory)
/// // same instance after screen.rotate(); cleared and released after screen.pop()
/// ```
public final class ViewModelStore: Clearable {
  /// The key of a screen's store in its ``/ArchHost/RetainedStore``.
  public static let retainedKey = "ArchMVVM.ViewModelStore"

  /// The platform whose tracker watches the view models.
  public let host: AppHost
  /// The screen's saved state, handed to factories in ``ViewModelContext``.
  public let saved: SavedStateRegistry
  /// The screen's name, the tracker names' prefix.
  public let name: String
  private let models = Locked<[String: any Clearable]>([:])

  /// Creates an empty store. Screens get theirs from ``of(_:)``; make one
  /// directly to test view models without a screen.
  public init(host: AppHost, saved: SavedStateRegistry = SavedStateRegistry(), name: String) {
    self.host = host
    self.saved = saved
    self.name = name
  }

  /// The store of `context`'s screen, made on first use and kept in its
  /// retained store under ``retainedKey``.
  ///
  /// ```swift
  /// let store = ViewModelStore.of(context)
  /// ```
  public static func of(_ context: ScreenContext) -> ViewModelStore {
    context.retained.value(for: retainedKey) {
      ViewModelStore(host: context.host, saved: context.saved, name: context.name)
    }
  }

  /// The view model stored under `key` (by default the type's name), built
  /// by `factory` on first use.
  ///
  /// ```swift
  /// let viewModel = store.viewModel(ProfileViewModel.self, factory: factory)
  /// ```
  public func viewModel<VM: ViewModel>(
    _ type: VM.Type = VM.self, key: String? = nil, factory: ViewModelFactory
  ) -> VM {
    viewModel(key: key) { factory.make(type, in: $0) }
  }

  /// The view model stored under `key` (by default the type's name), made
  /// by `make` on first use. `make` runs outside the store's lock; if two
  /// threads race, the first stored wins and the other is cleared.
  ///
  /// ```swift
  /// let counter = store.viewModel(key: "counter") { CounterViewModel(host: $0.host) }
  /// ```
  ///
  /// Any `Clearable` class can be kept so, not only a ``ViewModel``: an
  /// `Observable` view model, say, that holds no state flow.
  ///
  /// - Precondition: A view model already stored under `key` is a `VM`.
  public func viewModel<VM: Clearable>(key: String? = nil, make: (ViewModelContext) -> VM) -> VM {
    let key = key ?? Self.typeKeys.key(for: VM.self)
    if let existing = models.withLock({ $0[key] }) { return cast(existing, key) }
    let made = make(ViewModelContext(host: host, saved: saved, key: key))
    let stored = models.withLock { models -> any Clearable in
      if let existing = models[key] { return existing }
      models[key] = made
      return made
    }
    if stored !== made {
      made.clear()
    } else {
      host.tracker.track(made, as: name.isEmpty ? key : "\(name) \(key)")
    }
    return cast(stored, key)
  }

  /// The keys in use, sorted.
  public var keys: [String] { models.withLock { $0.keys.sorted() } }

  /// The default keys, the view models' type names, spelled once per type.
  private static let typeKeys = TypeKeys()

  /// Removes every view model, then clears each (in key order) and expects
  /// it to be released. The store stays usable. Called by the retained
  /// store on pop and process death.
  ///
  /// ```swift
  /// store.clear()
  /// host.tracker.leaked  // names any view model still held by something
  /// ```
  public func clear() {
    let removed = models.withLock { models -> [any Clearable] in
      defer { models.removeAll() }
      return models.sorted { $0.key < $1.key }.map(\.value)
    }
    // Outside the lock: a view model's clear() may come back to the store.
    for model in removed {
      model.clear()
      host.tracker.expectReleased(model)
    }
  }

  private func cast<VM: Clearable>(_ model: any Clearable, _ key: String) -> VM {
    // The exact type, by far the usual case, without the runtime's cast.
    if ObjectIdentifier(type(of: model)) == ObjectIdentifier(VM.self) { return unsafeDowncast(model, to: VM.self) }
    guard let typed = model as? VM else {
      usageFailure(
        "ViewModelStore key \"\(key)\" holds a \(type(of: model)), not a \(VM.self). Use one key per view model."
      )
    }
    return typed
  }
}
