/// The reference model: the list loads from the repository (200 ms), each
/// change shows at once and saves the whole list (200 ms, a newer change
/// replacing the save in flight); the repository keeps only saves that
/// finished. It reuses the shared `TodoList` and `[TodoItem].applying(_:)`.
extension Todo: ReferenceModeled {
  /// Add (a blank title does nothing), toggle, clear completed, filter.
  public static var fuzzIntents: [TodoIntent] {
    [
      .add("eggs"), .add(" "), .toggle("milk"), .toggle("eggs"), .clearCompleted,
      .filter(.all), .filter(.active), .filter(.completed),
    ]
  }

  /// The filtered list, the counts and the status, and the requests its fake
  /// started; `nil` with no view.
  public static func reference(
    after actions: [Action<TodoIntent>], traits: VariantTraits
  ) -> ReferenceOutcome<TodoFrame> {
    TodoWorld.play(actions, traits: traits)
  }
}

struct TodoWorld: ReferenceWorld {
  private enum Pending {
    case load
    case save([TodoItem])
  }

  var failuresLeft = 0
  var requests = 0
  private var state = TodoState(filter: .all)
  /// The repository's items: they outlive every screen.
  private var stored = FakeTodoRepository.seed
  private var pending: (due: Duration, work: Pending, fails: Bool)?
  /// The filter in the bundle saved at process death.
  private var saved = TodoFilter.all

  init(traits: VariantTraits) {}

  var frame: TodoFrame { state.list.status == .loading ? .loading(state.filter) : state.frame }
  var nextEvent: Duration? { pending?.due }

  mutating func fire(at now: Duration) {
    guard let pending else { return }
    self.pending = nil
    guard !pending.fails else {
      state.list.status = .error("offline")
      return
    }
    switch pending.work {
    case .load: state.list.items = stored
    case .save(let items): stored = items
    }
    state.list.status = .ready
  }

  mutating func open(restored: Bool, at now: Duration) {
    state = TodoState(filter: restored ? saved : .all)
    pending = (now + .milliseconds(200), .load, beginRequest())
  }

  mutating func close(processDeath: Bool, at now: Duration) {
    pending = nil  // a save cancelled in flight is not stored
    if processDeath { saved = state.filter }
  }

  mutating func perform(_ intent: TodoIntent, at now: Duration) {
    if case .filter(let filter) = intent {
      state.filter = filter
      return
    }
    guard let items = state.list.edit(intent) else { return }  // nothing changed, or still loading
    pending = (now + .milliseconds(200), .save(items), beginRequest())
  }
}
