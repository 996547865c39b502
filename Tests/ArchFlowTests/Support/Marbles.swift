import ArchFlow
import Foundation
import Testing

/// Runs a marble diagram through a time-based operator on virtual time and
/// returns the output diagram.
///
/// Each character of `input` is one tick (`tick`, one second by default):
/// a letter or digit is a value emitted at that tick (the one-character
/// string), `-` is a tick with nothing, and `|` ends the timeline (ticks
/// after it are not run). The values go through a `MutableSharedFlow<String>`
/// into the flow `apply` builds from it; `apply` also gets the
/// `TestClock` and the `ManualTaskExecutor` that clock drives, to pass to
/// the operator under test.
///
/// At each tick the clock first advances to that tick — timers due then
/// fire and deliver — and then that tick's value is emitted, and the
/// executor runs until idle. So a value arriving exactly when a timer fires
/// comes after it, as it would on a real clock once the sleep returned.
///
/// The output has one character per tick: the value delivered at that tick,
/// `-` for none, and `(ab)` when several were delivered at the same tick.
/// After the timeline the subscription is cancelled, and the helper checks
/// (as test expectations) that no upstream subscription and no sleeper on
/// the clock is left behind.
///
/// ```swift
/// #expect(marbles("a-b---c---|") { $0.debounce(for: .seconds(2), clock: $1, executor: $2) }
///   == "--a-b---c-")
/// ```
func marbles(
  _ input: String,
  tick: Duration = .seconds(1),
  sourceLocation: SourceLocation = #_sourceLocation,
  _ apply: (AnyFlow<String>, TestClock, ManualTaskExecutor) -> AnyFlow<String>
) -> String {
  let executor = ManualTaskExecutor()
  let clock = TestClock(executor: executor)
  let ledger = SubscriptionLedger()
  let source = MutableSharedFlow<String>(ledger: ledger)
  let output = MarbleLog()

  let flow = apply(source.eraseToAnyFlow(), clock, executor)
  let token = flow.subscribe { value in
    output.record(value, at: Int(clock.now.offset / tick))
  }
  let timeline = input.prefix { $0 != "|" }
  for (index, character) in timeline.enumerated() {
    clock.advance(to: .zero.advanced(by: tick * index))
    if character != "-" && character != " " { source.emit(String(character)) }
    executor.runUntilIdle()
  }
  token.cancel()
  executor.runUntilIdle()
  #expect(ledger.liveCount == 0, "upstream subscription left behind", sourceLocation: sourceLocation)
  #expect(clock.sleeperCount == 0, "timer left sleeping on the clock", sourceLocation: sourceLocation)
  return output.diagram(ticks: timeline.count)
}

/// What a marble run delivered, by tick.
private final class MarbleLog: @unchecked Sendable {
  // `lock` guards `byTick`.
  private let lock = NSLock()
  private var byTick: [Int: [String]] = [:]

  func record(_ value: String, at tick: Int) {
    lock.withLock { byTick[tick, default: []].append(value) }
  }

  func diagram(ticks: Int) -> String {
    let recorded = lock.withLock { byTick }
    var diagram = ""
    for tick in 0..<ticks {
      let values = recorded[tick] ?? []
      switch values.count {
      case 0: diagram += "-"
      case 1: diagram += values[0]
      default: diagram += "(" + values.joined() + ")"
      }
    }
    // Deliveries after the last tick would be lost silently; show them.
    let late = recorded.keys.filter { $0 >= ticks }.sorted().flatMap { recorded[$0]! }
    return late.isEmpty ? diagram : diagram + "|" + late.joined()
  }
}
