import Foundation

/// Reference lines: one uncontended lock + unlock pair, so the other rows
/// can be read in units of "locks". Only the lock kinds ThreadSanitizer
/// understands on Linux are measured; the library uses the pthread one.
enum LockBenchmarks {
  static func make() -> [Benchmark] {
    let pthread = Benchmark(
      name: "Lock.pthread (lock+unlock)", unit: "ns/pair", baseline: nil,
      body: .sync { iterations in
        let lock = RawLock()
        defer { lock.deallocate() }
        return timePairs(iterations, lock: lock.lock, unlock: lock.unlock)
      })
    let nsLock = Benchmark(
      name: "Lock.NSLock (lock+unlock)", unit: "ns/pair", baseline: pthread.name,
      body: .sync { iterations in
        let lock = NSLock()
        return timePairs(iterations, lock: lock.lock, unlock: lock.unlock)
      })
    return [pthread, nsLock]
  }

  /// Times `iterations` lock + unlock pairs around a counter increment.
  @inline(__always)
  private static func timePairs(_ iterations: Int, lock: () -> Void, unlock: () -> Void) -> Duration {
    var counter = 0
    let start = ContinuousClock.now
    for _ in 0..<iterations {
      lock()
      counter &+= 1
      unlock()
    }
    let elapsed = ContinuousClock.now - start
    Sink.consume(counter)
    return elapsed
  }
}
