import ArchFlow
import ArchHost

/// Model-View-Intent's store: one state, changed only by a pure reducer,
/// and the effects the reducer asks for, run in the store's scope.
///
/// The view sends intents (``send(_:)``); the reducer turns the state and an
/// intent into the next state and a list of effects; the store hands each
/// effect to its runner, which says what work to do (``EffectWork``). The
/// work runs in the store's ``ViewModelScope``, so it ends when the store is
/// cleared, and it talks back only by sending intents — which the store
/// drops once that work was cancelled. The store is a ``ViewModel``: the
/// screen's ``ViewModelStore`` keeps it across rotation and clears it on pop.
///
/// ```swift
/// let store = IntentStore(.loading, host: host, reduce: ProfileReducer.reduce) { effect, _ in
///   switch effect {
///   case .load: EffectWork(id: "load") { send in send(.loaded(try? await service.user(id: "42"))) }
///   }
/// }
/// store.send(.retry)
/// ```
public final class IntentStore<State: Sendable & Equatable, Intent: Sendable, Effect: Sendable>: ViewModel {
  /// The whole screen's logic: the next state and what to do about it.
  public typealias Reducer = @Sendable (inout State, Intent) -> [Effect]
  /// The work an effect stands for; `nil` for an effect that needs none.
  /// It gets the store to read its state; work it starts itself, outside
  /// an ``EffectWork``, would outlive the store's scope (`mvi-leaky`'s mistake).
  public typealias EffectRunner = @Sendable (Effect, IntentStore) -> EffectWork<Intent>?

  /// The state flow views render, the scope effects run in.
  public let core: ViewModelCore<State, Never>
  private let reduce: Reducer
  private let runEffect: EffectRunner
  private let label: String
  /// The work in flight, by ``EffectWork/id``: new work replaces old.
  private let inFlight = Locked<[String: Flight]>([:])

  /// A store starting at `initial`, running effects on `host`, its tasks
  /// listed under `label` and each work's id.
  public init(
    _ initial: State, host: AppHost, label: String = "store",
    reduce: @escaping Reducer, run: @escaping EffectRunner
  ) {
    core = ViewModelCore(initial, host: host)
    self.reduce = reduce
    self.label = label
    runEffect = run
  }

  /// Reduces `intent` into the state, publishes it, then starts the work
  /// of each effect the reducer asked for, in order.
  public func send(_ intent: Intent) {
    var effects: [Effect] = []
    core.update { state in effects = reduce(&state, intent) }
    for effect in effects {
      if let work = runEffect(effect, self) { start(work) }
    }
  }

  private func start(_ work: EffectWork<Intent>) {
    let flight = work.operation.map { _ in Flight() }
    // Replaced in one step, so two sends racing on one id cannot both keep their work.
    let previous = inFlight.withLock { inFlight in
      defer { inFlight[work.id] = flight }
      return inFlight[work.id]
    }
    previous?.stop()
    guard let operation = work.operation, let flight else { return }
    // Weak: work in flight must not keep a cleared store alive. The flight,
    // not the calling task, says whether the work was stopped: `send` may
    // be called from a callback on another task.
    let send: @Sendable (Intent) -> Void = { [weak self] intent in
      guard let self, !flight.isStopped, !Task.isCancelled, !self.core.scope.isCancelled else { return }
      self.send(intent)
    }
    flight.run(core.launch("\(label).\(work.id)") { await operation(send) })
  }

  /// One work's task, and whether newer work or a cancel stopped it.
  private final class Flight: Sendable {
    private let state = Locked<(stopped: Bool, task: (any Cancellable)?)>((false, nil))

    var isStopped: Bool { state.withLock { $0.stopped } }

    /// Keeps `task`; cancels it at once if the work was stopped meanwhile.
    func run(_ task: any Cancellable) {
      let stoppedAlready = state.withLock { state -> Bool in
        if state.stopped { return true }
        state.task = task
        return false
      }
      if stoppedAlready { task.cancel() }
    }

    func stop() {
      state.withLock { state in
        state.stopped = true
        return state.task
      }?.cancel()
    }
  }
}

/// What an effect does: async work that may send intents back to its store.
/// Work with the same ``id`` as work in flight replaces it (a retry, a new
/// query); ``cancel(_:)`` only stops what is in flight.
///
/// ```swift
/// EffectWork(id: "search") { send in
///   try? await clock.sleep(for: .milliseconds(300))
///   send(.results(await service.search(query)))
/// }
/// ```
public struct EffectWork<Intent: Sendable>: Sendable {
  /// Names the work, so newer work of the same name replaces it.
  public let id: String
  let operation: (@Sendable (_ send: @escaping @Sendable (Intent) -> Void) async -> Void)?

  /// Work named `id`. `send` reaches the store while the work is not
  /// cancelled; after that it does nothing.
  public init(
    id: String, _ operation: @escaping @Sendable (_ send: @escaping @Sendable (Intent) -> Void) async -> Void
  ) {
    self.id = id
    self.operation = operation
  }

  private init(cancelling id: String) {
    self.id = id
    operation = nil
  }

  /// Stops the work named `id` that is in flight, and starts nothing.
  public static func cancel(_ id: String) -> EffectWork {
    EffectWork(cancelling: id)
  }
}
