/// Where a time operator starts its timer tasks: a task with an executor
/// preference, or a launch in a scope (so a host-backed scope lists it).
enum _OperatorTimerStart: Sendable {
  case executor((any TaskExecutor)?)
  /// Weak: the scope owns the operator's subscription, and a strong
  /// reference back would keep a scope nobody cancels alive.
  case scope(WeakScope)

  struct WeakScope: Sendable {
    weak var scope: FlowScope?
  }

  static func scope(_ scope: FlowScope) -> Self { .scope(WeakScope(scope: scope)) }

  /// Starts `operation`; a scope that is gone or cancelled starts nothing.
  func start(_ label: String, _ operation: sending @escaping () async -> Void) -> any Cancellable {
    switch self {
    case .executor(let executor):
      let task = Task(executorPreference: executor, operation: operation)
      return ActionCancellable { task.cancel() }
    case .scope(let reference):
      guard let scope = reference.scope else { return FlowScope.cancelledToken }
      return scope.launch(label, operation)
    }
  }
}
