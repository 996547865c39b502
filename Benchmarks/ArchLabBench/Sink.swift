import Synchronization

/// Where every benchmark's results end up, so the optimizer cannot drop the
/// work: each sample folds what its loop computed into a local sum and hands
/// it here once (outside the timed span); the total is printed at the end.
enum Sink {
  private static let total = Atomic<UInt64>(0)

  /// Folds `value` into the checksum. Not inlined: the value must exist.
  @inline(never)
  static func consume(_ value: Int) {
    total.wrappingAdd(UInt64(bitPattern: Int64(value)), ordering: .relaxed)
  }

  static var checksum: UInt64 { total.load(ordering: .relaxed) }
}

/// The running sum every subscriber callback adds to.
///
/// Callbacks are written as non-capturing literals, `{ Tally.add($0) }`,
/// at every subscription site, raw and library alike: no closure context to
/// allocate, and a literal is emitted directly at the abstraction a generic
/// `subscribe` wants (a closure *value* passed to `StateFlow<Int>` would be
/// wrapped in a reabstraction thunk, a 48-byte allocation per subscription).
///
/// `nonisolated(unsafe)`: only the thread running a benchmark's loop calls
/// the callbacks (they run synchronously on the emitting thread) and the
/// samples run one at a time. `@exclusivity(unchecked)`: a dynamic
/// exclusivity check costs ≈ 75 instructions, more than the delivery being
/// measured.
enum Tally {
  @exclusivity(unchecked) nonisolated(unsafe) private static var sum = 0

  @inline(__always)
  static func add(_ value: Int) { sum &+= value }

  /// Hands the sum to the sink and starts again from zero.
  static func flush() {
    Sink.consume(sum)
    sum = 0
  }
}
