import ArchFlow
import ArchHost

/// Builds view models from their dependencies: the article's migration step
/// 4, dependency injection for view models (Android's
/// `ViewModelProvider.Factory`).
///
/// A value holding one closure per view-model type. Register each type once,
/// capturing the services it needs; a ``ViewModelStore`` asks the factory
/// only when it does not hold that view model yet, so the closure runs once
/// per screen, not once per rotation.
///
/// ```swift
/// let factory = ViewModelFactory()
///   .registering(ProfileViewModel.self) { ProfileViewModel(userID: "42", service: service, context: $0) }
///   .registering(SettingsViewModel.self) { SettingsViewModel(host: $0.host) }
/// let profile = context.viewModel(ProfileViewModel.self, factory: factory)
/// ```
public struct ViewModelFactory: Sendable {
  private struct Maker: Sendable {
    let name: String
    let make: @Sendable (ViewModelContext) -> any Clearable
  }

  private var makers: [ObjectIdentifier: Maker] = [:]

  /// An empty factory.
  public init() {}

  /// This factory, plus `make` for `type` (replacing any earlier one).
  ///
  /// ```swift
  /// let factory = ViewModelFactory().registering(CounterViewModel.self) { CounterViewModel(host: $0.host) }
  /// ```
  public func registering<VM: ViewModel>(
    _ type: VM.Type, make: @escaping @Sendable (ViewModelContext) -> VM
  ) -> ViewModelFactory {
    var copy = self
    copy.makers[ObjectIdentifier(type)] = Maker(name: "\(type)", make: make)
    return copy
  }

  /// Whether `type` is registered.
  ///
  /// ```swift
  /// factory.canMake(CounterViewModel.self)  // true
  /// ```
  public func canMake<VM: ViewModel>(_ type: VM.Type) -> Bool {
    makers[ObjectIdentifier(type)] != nil
  }

  /// The names of the registered types, sorted.
  public var registeredTypes: [String] { makers.values.map(\.name).sorted() }

  /// Builds a new `VM` for `context`.
  ///
  /// ```swift
  /// let model = factory.make(CounterViewModel.self, in: ViewModelContext(host: host, key: "counter"))
  /// ```
  ///
  /// - Precondition: `type` was registered.
  public func make<VM: ViewModel>(_ type: VM.Type, in context: ViewModelContext) -> VM {
    guard let maker = makers[ObjectIdentifier(type)] else {
      let known = registeredTypes.isEmpty ? "none" : registeredTypes.joined(separator: ", ")
      usageFailure("ViewModelFactory cannot make \(type): register it first (registered: \(known)).")
    }
    // Registered for this very type, so the cast cannot fail.
    return maker.make(context) as! VM
  }
}
