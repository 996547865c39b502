import Synchronization

/// Counts live subscriptions and, while recording, remembers where each was
/// made.
///
/// Every hot flow (``MutableStateFlow``, ``MutableSharedFlow``,
/// ``EventChannel``) reports each subscription to one ledger: the one passed
/// to its initializer, by default ``current``. Counting is always on and
/// costs one atomic add; recording the site of each subscription costs a
/// locked write to a slot and is off until ``startRecording()``.
///
/// ```swift
/// let ledger = SubscriptionLedger()
/// ledger.startRecording()
/// let flow = MutableStateFlow(0, ledger: ledger)
/// _ = flow.subscribe(label: "forgotten") { _ in }
/// ledger.liveCount                // 1
/// ledger.liveRecords[0].site      // forgotten @ MyModule/File.swift:5
/// ```
///
/// Tests that run in parallel should each use their own ledger, either by
/// passing it to the flows they create or by binding ``current`` with
/// `SubscriptionLedger.$current.withValue(ledger) { … }`.
public final class SubscriptionLedger: @unchecked Sendable {
  // @unchecked Sendable: `slots`, `freeSlots` and `nextID` are guarded by
  // `lock`; the counters are atomics.
  /// A live subscription's record, kept while the ledger is recording.
  public struct Record: Sendable, CustomStringConvertible {
    /// A number unique within this ledger, in subscription order.
    public var id: UInt64
    /// Where the subscription was made.
    public var site: SubscriptionSite
    /// The kind of flow subscribed to, such as `"StateFlow<Int>"`.
    public var flow: String {
      get { name.text }
      set { name = .text(newValue) }
    }
    /// The name as the flow gave it, spelled out when read.
    var name: _FlowName

    /// `"label @ Module/File.swift:42 on StateFlow<Int>"`.
    public var description: String { "\(site) on \(flow)" }
  }

  /// The process-wide ledger, used when nothing else is bound.
  public static let shared = SubscriptionLedger()

  /// The ledger new flows report to unless given one explicitly.
  @TaskLocal public static var current: SubscriptionLedger = .shared

  // One atomic add a subscription and one a cancellation: the live count
  // is their difference, read `left` first (see `liveCount`).
  // Usable from inlinable code: the counting fast path of `enter` and
  // `leave` is inlined into every hot flow's subscribe and cancel.
  @usableFromInline let entered = Atomic<UInt64>(0)
  @usableFromInline let left = Atomic<UInt64>(0)
  @usableFromInline let recording = Atomic<Bool>(false)
  // `lock` guards the vars below (unchecked: the lock makes access exclusive).
  private let lock = _Lock()
  /// The live records, each in the slot its ticket names; a slot a
  /// subscription left is empty until a new one takes it. Slots, not a
  /// dictionary by id: no hashing on every subscribe and cancel (that and
  /// the names made eagerly were a fifteenth of a login screen's rotation).
  @exclusivity(unchecked) private var slots: [Slot] = []
  @exclusivity(unchecked) private var freeSlots: [Int] = []
  @exclusivity(unchecked) private var nextID: UInt64 = 1

  /// A place for one record. Its generation goes up each time it is
  /// emptied, and a ticket carries the generation it was given in, so a
  /// stale ticket (from before a stop, or left twice) frees no later record.
  private struct Slot {
    var record: Record?
    var generation: UInt32 = 0
  }

  /// Creates an empty ledger that counts but does not record.
  public init() {}

  deinit { lock.deallocate() }

  /// Subscriptions made and not yet cancelled.
  public var liveCount: Int {
    // `leave` releases its add, so every enter before a leave read here is
    // in `entered` when it is read after: the difference is never below 0.
    let gone = left.load(ordering: .acquiring)
    return Int(truncatingIfNeeded: entered.load(ordering: .acquiring) &- gone)
  }

  /// Subscriptions ever made through this ledger.
  public var totalCount: UInt64 { entered.load(ordering: .acquiring) }

  /// Whether sites are being recorded.
  public var isRecording: Bool { recording.load(ordering: .relaxed) }

  /// Starts remembering the site of every subscription made from now on.
  public func startRecording() { recording.store(true, ordering: .releasing) }

  /// Stops recording and forgets the records kept so far.
  public func stopRecording() {
    recording.store(false, ordering: .releasing)
    lock.withLock {
      for slot in slots.indices where slots[slot].record != nil { emptyLocked(slot) }
    }
  }

  /// The recorded live subscriptions, oldest first. Subscriptions made while
  /// the ledger was not recording are counted in ``liveCount`` only.
  public var liveRecords: [Record] {
    lock.withLock { slots.compactMap(\.record).sorted { $0.id < $1.id } }
  }

  /// Registers a new subscription; returns a ticket for ``leave(_:)``.
  @usableFromInline func enter(_ site: SubscriptionSite, flow: @autoclosure () -> String) -> UInt64 {
    enter(site, named: .text(flow()))
  }

  /// Registers a subscription to a generic flow, `kind` of `element`
  /// (`StateFlow` of `Int`), named only when its record is read.
  @inlinable
  func enter(_ site: SubscriptionSite, kind: StaticString, of element: any Any.Type) -> UInt64 {
    // The count inline, the record out of line: every hot subscribe pays
    // an atomic add, not a call.
    entered.wrappingAdd(1, ordering: .relaxed)
    guard recording.load(ordering: .relaxed) else { return 0 }
    return record(site, kind: kind, of: element)
  }

  /// Keeps a record of a subscription to a generic flow, already counted.
  @usableFromInline
  func record(_ site: SubscriptionSite, kind: StaticString, of element: any Any.Type) -> UInt64 {
    record(site, named: .generic(kind, element))
  }

  private func enter(_ site: SubscriptionSite, named name: @autoclosure () -> _FlowName) -> UInt64 {
    entered.wrappingAdd(1, ordering: .relaxed)
    guard isRecording else { return 0 }
    return record(site, named: name())
  }

  /// Keeps a record of a subscription already counted; returns its ticket.
  private func record(_ site: SubscriptionSite, named name: _FlowName) -> UInt64 {
    lock.withLock {
      let record = Record(id: nextID, site: site, name: name)
      nextID += 1
      let slot: Int
      if let free = freeSlots.popLast() {
        slot = free
        slots[slot].record = record
      } else {
        slot = slots.count
        slots.append(Slot(record: record))
      }
      return UInt64(slots[slot].generation) << 32 | UInt64(slot + 1)
    }
  }

  /// Unregisters a subscription registered with ``enter(_:flow:)`` or
  /// ``enter(_:kind:of:)``, once per ticket.
  @inlinable
  func leave(_ ticket: UInt64) {
    left.wrappingAdd(1, ordering: .releasing)
    if ticket != 0 { forget(ticket) }
  }

  /// Drops the record a ticket names, if it is still there.
  @usableFromInline
  func forget(_ ticket: UInt64) {
    let slot = Int(ticket & 0xFFFF_FFFF) - 1
    lock.withLock {
      guard slot < slots.count, slots[slot].generation == UInt32(ticket >> 32), slots[slot].record != nil
      else { return }
      emptyLocked(slot)
    }
  }

  /// Forgets the record in `slot` and frees the slot. Caller holds the lock.
  private func emptyLocked(_ slot: Int) {
    slots[slot].record = nil
    slots[slot].generation &+= 1
    freeSlots.append(slot)
  }
}
