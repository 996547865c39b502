import Foundation
import Synchronization

/// Reference lines: one uncontended lock + unlock pair, so the other rows
/// can be read in units of "locks". `Mutex` is listed for comparison only;
/// the library avoids it because ThreadSanitizer cannot see it on Linux.
enum LockBenchmarks {
  static func make() -> [Benchmark] {
    let pthread = Benchmark(name: "Lock.pthread (lock+unlock)", unit: "ns/pair", baseline: nil, body: .sync(pthreadPairs))
    let nsLock = Benchmark(
      name: "Lock.NSLock (lock+unlock)", unit: "ns/pair", baseline: pthread.name, body: .sync(nsLockPairs))
    let mutex = Benchmark(
      name: "Lock.Mutex (lock+unlock)", unit: "ns/pair", baseline: pthread.name, body: .sync(mutexPairs))
    return [pthread, nsLock, mutex]
  }

  private static func pthreadPairs(_ iterations: Int) -> Duration {
    let lock = RawLock()
    defer { lock.deallocate() }
    var counter = 0
    let start = ContinuousClock.now
    for _ in 0..<iterations {
      lock.lock()
      counter &+= 1
      lock.unlock()
    }
    let elapsed = ContinuousClock.now - start
    Sink.consume(counter)
    return elapsed
  }

  private static func nsLockPairs(_ iterations: Int) -> Duration {
    let lock = NSLock()
    var counter = 0
    let start = ContinuousClock.now
    for _ in 0..<iterations {
      lock.lock()
      counter &+= 1
      lock.unlock()
    }
    let elapsed = ContinuousClock.now - start
    Sink.consume(counter)
    return elapsed
  }

  private static func mutexPairs(_ iterations: Int) -> Duration {
    let mutex = Mutex(0)
    let start = ContinuousClock.now
    for _ in 0..<iterations {
      mutex.withLock { $0 &+= 1 }
    }
    let elapsed = ContinuousClock.now - start
    Sink.consume(mutex.withLock { $0 })
    return elapsed
  }
}
