import ArchFlow
import ArchHost

/// What every view model is made of: its state, its one-shot events and
/// the scope of its work. A view model holds one as `core` (see
/// ``ViewModel``) and writes through it; views read ``state``, collect
/// ``events`` and iterate ``states(label:fileID:line:)``.
///
/// The flows report to the host's ledger whatever the task-local binding,
/// so a view model made in a unit test is counted like one made by a screen.
///
/// ```swift
/// let core = ViewModelCore<LoginForm, LoginEvent>(LoginForm(), host: host)
/// core.launch("login.signIn") { [core] in
///   _ = try? await service.signIn(email: "a@b.c", password: "secret")
///   core.update { $0.status = .signedIn }
///   core.events.send(.navigateHome)
/// }
/// core.clear()  // cancels the load, finishes every `states` stream
/// ```
public final class ViewModelCore<State: Sendable & Equatable, Event: Sendable>: Clearable {
  /// The platform: clock, probes, and the executor the scope's tasks run on.
  ///
  /// ```swift
  /// try await core.host.clock.sleep(for: .milliseconds(300))
  /// ```
  public let host: AppHost
  /// One-shot events (navigate, show a message), each delivered once to one
  /// collector and buffered while nobody collects — so an event sent during
  /// a rotation reaches the new view, once.
  ///
  /// ```swift
  /// core.events.send(.navigateBack)
  /// ```
  public let events: EventChannel<Event>
  /// The view model's tasks and subscriptions, cancelled by ``clear()``.
  ///
  /// ```swift
  /// core.scope.own(token)
  /// ```
  public let scope: ViewModelScope

  private let _state: MutableStateFlow<State>
  private let streams = _StateStreams<State>()

  /// Creates a core holding `initial`, with flows counted in `host.ledger`.
  public init(_ initial: State, host: AppHost) {
    self.host = host
    _state = MutableStateFlow(initial, ledger: host.ledger)
    events = EventChannel(ledger: host.ledger)
    scope = ViewModelScope(host: host)
  }

  /// The state, read-only: a new subscriber gets the current value, then
  /// each later distinct one.
  public var state: StateFlow<State> { _state }

  /// The current state; setting it emits it (unless equal to the current one).
  public var value: State {
    get { _state.value }
    set { _state.value = newValue }
  }

  /// Changes the state atomically and returns the new one. `transform` may
  /// run more than once under contention: keep it free of side effects.
  ///
  /// ```swift
  /// core.update { if case .error = $0 { $0 = .loading } }
  /// ```
  @discardableResult
  public func update(_ transform: (inout State) -> Void) -> State {
    _state.update(transform)
  }

  /// Starts `operation` in a host task owned by ``scope`` (see
  /// `FlowScope.launch(_:_:)`).
  ///
  /// ```swift
  /// core.launch("profile.load") { await load() }
  /// ```
  @discardableResult
  public func launch(_ label: String, _ operation: sending @escaping () async -> Void) -> any Cancellable {
    scope.launch(label, operation)
  }

  /// The state as an `AsyncStream` for `for await` views. Each call makes a
  /// new stream with its own subscription, made now and counted at this
  /// call's line: it yields the current value, then later ones, conflated
  /// (`.bufferingNewest(1)`: a lagging consumer skips to the latest). The
  /// subscription ends when the consumer stops — its task is cancelled or
  /// its loop ends — and ``clear()`` finishes every stream. A stream that is
  /// never iterated keeps its subscription until ``clear()``.
  ///
  /// A value yielded just before the consumer's task is cancelled still
  /// reaches the loop, in the cancelled task: in a lifecycle-bound task,
  /// check `Task.isCancelled` before touching the view.
  ///
  /// ```swift
  /// for await frame in core.states(label: "profile.states") { render(frame) }
  /// ```
  public func states(label: String? = nil, fileID: StaticString = #fileID, line: UInt = #line) -> AsyncStream<State> {
    streams.make(from: _state, at: SubscriptionSite(label: label, fileID: fileID, line: line))
  }

  /// `states` made and not yet ended by their consumers or ``clear()``.
  public var openStreamCount: Int { streams.openCount }

  /// Cancels the scope's tasks and subscriptions and finishes every
  /// ``states(label:fileID:line:)`` stream, whose loops then end. Idempotent.
  ///
  /// ```swift
  /// core.clear()
  /// ```
  public func clear() {
    scope.cancel()
    streams.finishAll()
  }
}
