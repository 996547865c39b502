import ArchFlow

/// A producer that must wait for one slow consumer per value: a rendezvous
/// `MutableSharedFlow.send` against an `AsyncStream` whose producer waits
/// for the consumer's acknowledgement, the consumer doing the same work.
enum SuspendingEmitBenchmarks {
  static let floorName = "AsyncStream + acknowledgement, slow consumer"
  static let sendName = "MutableSharedFlow.send (rendezvous), slow consumer"

  static func make() -> [Benchmark] {
    [
      Benchmark(name: floorName, unit: "ns/element", baseline: nil, body: .async(streamWithAcknowledgement)),
      Benchmark(name: sendName, unit: "ns/element", baseline: floorName, body: .async(rendezvousSend)),
    ]
  }

  /// The consumer's work per value: far more than the producer's.
  @inline(never)
  static func slowWork(_ value: Int) -> Int {
    var mixed = value
    for _ in 0..<200 { mixed = mixed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407 }
    return mixed
  }

  private static func streamWithAcknowledgement(_ count: Int) async -> Duration {
    await Task.detached {
      let (stream, continuation) = AsyncStream.makeStream(of: Int.self)
      let gate = AckGate()
      let consumer = Task.detached {
        var sum = 0
        for await value in stream {
          sum &+= slowWork(value)
          gate.signal()
        }
        return sum
      }
      let start = ContinuousClock.now
      for value in 1...count {
        continuation.yield(value)
        await gate.wait()
      }
      let elapsed = ContinuousClock.now - start
      continuation.finish()
      Sink.consume(await consumer.value)
      return elapsed
    }.value
  }

  private static func rendezvousSend(_ count: Int) async -> Duration {
    await Task.detached {
      let flow = MutableSharedFlow<Int>(extraBufferCapacity: 0, onBufferOverflow: .suspend)
      let consumer = Task.detached {
        var sum = 0
        var received = 0
        for await value in flow.values {
          sum &+= slowWork(value)
          received += 1
          if value == count { break }
        }
        return (sum, received)
      }
      while flow.currentSubscriptionCount == 0 { await Task.yield() }
      let start = ContinuousClock.now
      for value in 1...count { try? await flow.send(value) }
      let elapsed = ContinuousClock.now - start
      let (sum, received) = await consumer.value
      precondition(received == count, "the rendezvous lost values: \(received) of \(count)")
      Sink.consume(sum)
      return elapsed
    }.value
  }
}
