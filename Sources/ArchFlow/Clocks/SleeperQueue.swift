/// The sleepers of a ``TestClock``, earliest deadline first, and among
/// equal deadlines in the order they went to sleep: a binary heap of
/// `(deadline, id)` beside a table of the waiting continuations and timers.
///
/// A cancelled sleeper leaves the table at once and its heap entry is
/// skipped when it comes up (rebuilt away when such entries outnumber the
/// live ones), so sleeping, waking and cancelling are O(log *n*), not O(*n*).
struct SleeperQueue {
  struct Sleeper {
    let id: UInt64
    let deadline: VirtualInstant
    let wake: Wake
  }

  /// What a sleeper's deadline does: resume a sleeping task, or call a
  /// timer's action (``TestClock/_schedule(at:_:)``).
  enum Wake {
    case resume(UnsafeContinuation<Void, any Error>)
    case call(@Sendable () -> Void)
  }

  private struct Entry {
    let deadline: VirtualInstant
    let id: UInt64

    static func < (lhs: Entry, rhs: Entry) -> Bool { (lhs.deadline, lhs.id) < (rhs.deadline, rhs.id) }
  }

  private var heap: [Entry] = []
  private var waiting: [UInt64: Sleeper] = [:]

  /// How many are sleeping.
  var count: Int { waiting.count }

  /// Adds a sleeper.
  mutating func insert(_ sleeper: Sleeper) {
    waiting[sleeper.id] = sleeper
    heap.append(Entry(deadline: sleeper.deadline, id: sleeper.id))
    siftUp(heap.count - 1)
  }

  /// Removes the sleeper `id`, if it still sleeps.
  mutating func remove(id: UInt64) -> Sleeper? {
    guard let sleeper = waiting.removeValue(forKey: id) else { return nil }
    if heap.count > 2 * waiting.count + 64 { rebuild() }
    return sleeper
  }

  /// The earliest deadline of a live sleeper.
  mutating func earliestDeadline() -> VirtualInstant? {
    dropCancelledTop()
    return heap.first?.deadline
  }

  /// Removes and returns the sleepers at the earliest deadline, in the
  /// order they went to sleep.
  mutating func popEarliest() -> [Sleeper] {
    guard let deadline = earliestDeadline() else { return [] }
    var due: [Sleeper] = []
    while let top = heap.first, top.deadline == deadline {
      popTop()
      if let sleeper = waiting.removeValue(forKey: top.id) { due.append(sleeper) }
    }
    return due
  }

  private mutating func dropCancelledTop() {
    while let top = heap.first, waiting[top.id] == nil { popTop() }
  }

  private mutating func rebuild() {
    // In place: a new array would grow again from empty, reallocating as
    // the stop timers of a rotated screen pile up again.
    heap.removeAll { waiting[$0.id] == nil }
    for i in stride(from: heap.count / 2 - 1, through: 0, by: -1) { siftDown(i) }
  }

  private mutating func popTop() {
    heap.swapAt(0, heap.count - 1)
    heap.removeLast()
    if !heap.isEmpty { siftDown(0) }
  }

  private mutating func siftUp(_ start: Int) {
    var child = start
    while child > 0 {
      let parent = (child - 1) / 2
      guard heap[child] < heap[parent] else { return }
      heap.swapAt(child, parent)
      child = parent
    }
  }

  private mutating func siftDown(_ start: Int) {
    var parent = start
    while true {
      let left = 2 * parent + 1
      guard left < heap.count else { return }
      let right = left + 1
      let smaller = right < heap.count && heap[right] < heap[left] ? right : left
      guard heap[smaller] < heap[parent] else { return }
      heap.swapAt(parent, smaller)
      parent = smaller
    }
  }
}
