import ArchFlow
import Foundation
import Synchronization

/// `for await` delivery, `AsyncStream` against `StateFlow.values`, and a
/// fast producer against a lagging `StateFlow.values` consumer.
enum AsyncBenchmarks {
  /// How long the lagging consumer sleeps after each value it gets.
  static let lag = Duration.microseconds(50)

  /// Per delivered element, by ping-pong: the producer sends one value, then
  /// waits until the consumer task has received it and acknowledged it
  /// through an ``AckGate``; only then does it send the next. So every value
  /// is delivered (checked), nothing is conflated or buffered, and each
  /// element pays one wake-up of the consumer — the cost a UI pays per state
  /// change. The acknowledgement (one more wake-up, of the producer) is
  /// identical for both rows, so their difference is the delivery.
  static func elements(baseline: String) -> [Benchmark] {
    [
      Benchmark(name: baseline, unit: "ns/element", baseline: nil, body: .async(streamPingPong)),
      Benchmark(
        name: "StateFlow.values.element", unit: "ns/element", baseline: baseline, body: .async(flowPingPong)),
    ]
  }

  /// Per set, to the producer, while one `for await` consumer lags behind
  /// (sleeps ``lag`` per value): with conflation the producer stores the
  /// latest value and moves on; it wakes the consumer at most once per
  /// `next()`, not once per value. `stats` counts what the consumer saw.
  static func lagging(baseline: String, stats: ConflationStats) -> Benchmark {
    Benchmark(
      name: "StateFlow.values (lagging consumer)", unit: "ns/set", baseline: baseline,
      body: .async { await laggingProducer($0, stats: stats) })
  }

  private static func streamPingPong(_ count: Int) async -> Duration {
    await Task.detached {
      let (stream, continuation) = AsyncStream.makeStream(of: Int.self)
      continuation.yield(0)  // a StateFlow hands its current value, 0, at once
      return await pingPong(count, values: stream, send: { continuation.yield($0) }, finish: { continuation.finish() })
    }.value
  }

  private static func flowPingPong(_ count: Int) async -> Duration {
    await Task.detached {
      let flow = MutableStateFlow(0)
      return await pingPong(count, values: flow.values, send: { flow.value = $0 }, finish: {})
    }.value
  }

  private static func pingPong<Values: AsyncSequence<Int, Never> & Sendable>(
    _ count: Int, values: Values, send: (Int) -> Void, finish: () -> Void
  ) async -> Duration {
    let gate = AckGate()
    let consumer = Task.detached {
      var sum = 0
      var received = 0
      for await value in values {
        sum &+= value
        received += 1
        gate.signal()
        if value == count { break }
      }
      return (sum, received)
    }
    await gate.wait()  // 0 arrived: the consumer is subscribed and running
    let start = ContinuousClock.now
    for value in 1...count {
      send(value)
      await gate.wait()
    }
    let elapsed = ContinuousClock.now - start
    finish()
    let (sum, received) = await consumer.value
    precondition(received == count + 1, "ping-pong lost values: \(received) of \(count + 1)")
    Sink.consume(sum)
    return elapsed
  }

  private static func laggingProducer(_ count: Int, stats: ConflationStats) async -> Duration {
    let flow = MutableStateFlow(0)
    let gate = AckGate()
    let consumer = Task.detached {
      var sum = 0
      var seen = 0
      for await value in flow.values {
        sum &+= value
        seen += 1
        if seen == 1 { gate.signal() }
        if value == count { break }  // conflated, but always ends on the latest
        try? await Task.sleep(for: lag)
      }
      return (sum, seen)
    }
    await gate.wait()  // the consumer is subscribed
    let elapsed = setLoop(flow, count)
    let (sum, seen) = await consumer.value
    stats.record(sets: count, seen: seen - 1)
    Sink.consume(sum)
    return elapsed
  }

  @inline(never)
  private static func setLoop(_ flow: MutableStateFlow<Int>, _ count: Int) -> Duration {
    var value = 0
    let start = ContinuousClock.now
    while value < count {
      value += 1
      flow.value = value
    }
    return ContinuousClock.now - start
  }
}

/// Counts the values a lagging consumer saw against the values set.
final class ConflationStats: Sendable {
  private let sets = Atomic<Int>(0)
  private let seen = Atomic<Int>(0)

  func record(sets: Int, seen: Int) {
    self.sets.wrappingAdd(sets, ordering: .relaxed)
    self.seen.wrappingAdd(seen, ordering: .relaxed)
  }

  var summary: String {
    let sets = sets.load(ordering: .relaxed)
    let seen = seen.load(ordering: .relaxed)
    let percent = sets > 0 ? Double(seen) / Double(sets) * 100 : 0
    return "the lagging consumer saw \(seen) of \(sets) values set "
      + "(\(String(format: "%.3f", percent)) %): the rest were conflated, never delivered"
  }
}

/// A producer waits here until its consumer acknowledges a value.
final class AckGate: @unchecked Sendable {
  // `lock` guards `pending` and `waiter`.
  private let lock = RawLock()
  private var pending = 0
  private var waiter: UnsafeContinuation<Void, Never>?

  deinit { lock.deallocate() }

  func signal() {
    lock.lock()
    if let waiter {
      self.waiter = nil
      lock.unlock()
      waiter.resume()
      return
    }
    pending += 1
    lock.unlock()
  }

  func wait() async {
    await withUnsafeContinuation { continuation in
      lock.lock()
      if pending > 0 {
        pending -= 1
        lock.unlock()
        continuation.resume()
      } else {
        waiter = continuation
        lock.unlock()
      }
    }
  }
}
