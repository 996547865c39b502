/// The tasks started through ``AppHost/launch(_:_:)`` that have not returned.
///
/// A task is listed from launch until its operation returns — finishing, or
/// noticing its cancellation and returning. So after a screen is popped and
/// the host settled, ``labels`` should be empty: anything left is work
/// nobody cancelled.
///
/// ```swift
/// host.launch("profile.load") { await load() }
/// host.tasks.labels  // ["profile.load"]
/// host.settle()
/// host.tasks.labels  // [] once load() returned
/// ```
public final class TaskTracker: Sendable {
  private struct Entry {
    let label: String
    var task: Task<Void, Never>?
    var cancelRequested = false
  }

  private struct State {
    var nextID: UInt64 = 0
    var entries: [UInt64: Entry] = [:]
  }

  private let state = Locked(State())

  /// Creates an empty tracker. Each ``AppHost`` has one: `host.tasks`.
  public init() {}

  /// The labels of the live tasks, in launch order.
  public var labels: [String] {
    state.withLock { state in state.entries.sorted { $0.key < $1.key }.map(\.value.label) }
  }

  /// How many tasks are live.
  public var count: Int { state.withLock { $0.entries.count } }

  /// Cancels every live task. They stay listed until they return (on the
  /// next ``AppHost/settle()``). ``Screen/processDeath()`` does the same, and
  /// also reports the labels in ``ProbeReport/tasksKilledByProcessDeath``.
  ///
  /// ```swift
  /// host.tasks.cancelAll()
  /// host.settle()
  /// ```
  public func cancelAll() {
    _cancelAll()
  }

  // MARK: - Used by AppHost and Screen

  /// Cancels every live task and returns their labels in launch order, as
  /// one atomic step: the labels are exactly the tasks this call cancelled.
  @discardableResult
  func _cancelAll() -> [String] {
    let (labels, tasks) = state.withLock { state -> ([String], [Task<Void, Never>]) in
      let live = state.entries.sorted { $0.key < $1.key }
      for (id, _) in live { state.entries[id]?.cancelRequested = true }
      return (live.map(\.value.label), live.compactMap(\.value.task))
    }
    for task in tasks { task.cancel() }
    return labels
  }

  /// Registers a task about to be created; returns its id.
  func _begin(_ label: String) -> UInt64 {
    state.withLock { state in
      state.nextID += 1
      state.entries[state.nextID] = Entry(label: label)
      return state.nextID
    }
  }

  /// Stores the created task's handle, cancelling it if ``cancelAll()``
  /// came in between; forgets it if it already returned.
  func _attach(_ task: Task<Void, Never>, to id: UInt64) {
    let cancelNow = state.withLock { state -> Bool in
      guard state.entries[id] != nil else { return false }
      state.entries[id]?.task = task
      return state.entries[id]?.cancelRequested ?? false
    }
    if cancelNow { task.cancel() }
  }

  /// Called by the task itself when its operation has returned.
  func _end(_ id: UInt64) {
    state.withLock { _ = $0.entries.removeValue(forKey: id) }
  }
}
