import ArchHost

extension ScreenContext {
  /// This screen's ``ViewModelStore``, kept in its retained store.
  public var viewModelStore: ViewModelStore { ViewModelStore.of(self) }

  /// The screen's view model of type `VM` (under `key`, by default the
  /// type's name), built by `factory` the first time and the same instance
  /// after every rotation: `by viewModels { factory }` on Android.
  ///
  /// ```swift
  /// let viewModel = context.viewModel(ProfileViewModel.self, factory: factory)
  /// ```
  public func viewModel<VM: ViewModel>(
    _ type: VM.Type = VM.self, key: String? = nil, factory: ViewModelFactory
  ) -> VM {
    viewModelStore.viewModel(type, key: key, factory: factory)
  }
}
