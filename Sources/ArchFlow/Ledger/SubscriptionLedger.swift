import Synchronization

/// Counts live subscriptions and, while recording, remembers where each was
/// made.
///
/// Every hot flow (``MutableStateFlow``, ``MutableSharedFlow``,
/// ``EventChannel``) reports each subscription to one ledger: the one passed
/// to its initializer, by default ``current``. Counting is always on and
/// costs one atomic add; recording the site of each subscription costs a
/// locked dictionary insert and is off until ``startRecording()``.
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
  // @unchecked Sendable: `records` and `nextID` are guarded by `lock`; the
  // counters are atomics.
  /// A live subscription's record, kept while the ledger is recording.
  public struct Record: Sendable, CustomStringConvertible {
    /// A number unique within this ledger, in subscription order.
    public var id: UInt64
    /// Where the subscription was made.
    public var site: SubscriptionSite
    /// The kind of flow subscribed to, such as `"StateFlow<Int>"`.
    public var flow: String

    /// `"label @ Module/File.swift:42 on StateFlow<Int>"`.
    public var description: String { "\(site) on \(flow)" }
  }

  /// The process-wide ledger, used when nothing else is bound.
  public static let shared = SubscriptionLedger()

  /// The ledger new flows report to unless given one explicitly.
  @TaskLocal public static var current: SubscriptionLedger = .shared

  private let live = Atomic<Int>(0)
  private let total = Atomic<UInt64>(0)
  private let recording = Atomic<Bool>(false)
  // `lock` guards `records` and `nextID`.
  private let lock = _Lock()
  private var records: [UInt64: Record] = [:]
  private var nextID: UInt64 = 1

  /// Creates an empty ledger that counts but does not record.
  public init() {}

  deinit { lock.deallocate() }

  /// Subscriptions made and not yet cancelled.
  public var liveCount: Int { live.load(ordering: .acquiring) }

  /// Subscriptions ever made through this ledger.
  public var totalCount: UInt64 { total.load(ordering: .acquiring) }

  /// Whether sites are being recorded.
  public var isRecording: Bool { recording.load(ordering: .relaxed) }

  /// Starts remembering the site of every subscription made from now on.
  public func startRecording() { recording.store(true, ordering: .releasing) }

  /// Stops recording and forgets the records kept so far.
  public func stopRecording() {
    recording.store(false, ordering: .releasing)
    lock.withLock { records.removeAll() }
  }

  /// The recorded live subscriptions, oldest first. Subscriptions made while
  /// the ledger was not recording are counted in ``liveCount`` only.
  public var liveRecords: [Record] {
    lock.withLock { records.values.sorted { $0.id < $1.id } }
  }

  /// Registers a new subscription; returns a ticket for ``leave(_:)``.
  @usableFromInline func enter(_ site: SubscriptionSite, flow: @autoclosure () -> String) -> UInt64 {
    live.add(1, ordering: .relaxed)
    total.add(1, ordering: .relaxed)
    guard isRecording else { return 0 }
    return lock.withLock {
      let id = nextID
      nextID += 1
      records[id] = Record(id: id, site: site, flow: flow())
      return id
    }
  }

  /// Unregisters a subscription registered with ``enter(_:flow:)``.
  @usableFromInline func leave(_ ticket: UInt64) {
    live.subtract(1, ordering: .relaxed)
    if ticket != 0 { lock.withLock { _ = records.removeValue(forKey: ticket) } }
  }
}
