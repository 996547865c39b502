import ArchFlow

extension FlowScope {
  /// Creates a scope whose tasks `host` starts with
  /// ``AppHost/launch(_:_:)``, each under the label given to
  /// `FlowScope.launch(_:_:)`: they run on the host's executor, are bound
  /// to its ledger, and its task list shows them until they return.
  ///
  /// A view model's scope (`ViewModelScope` in ArchMVVM) is one of these.
  /// Unlike ``AppHost/scope(_:)``, which names every task after the scope,
  /// this keeps each task's own label.
  ///
  /// ```swift
  /// let scope = FlowScope(host: host)
  /// scope.launch("profile.load") { await load() }
  /// host.tasks.labels  // ["profile.load"] until it returns
  /// ```
  public convenience init(host: AppHost) {
    self.init { [host] label, operation in host.launch(label, operation) }
  }
}
