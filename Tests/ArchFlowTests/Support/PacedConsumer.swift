import ArchFlow

/// A `values` consumer that takes one value per permit, logging each.
///
/// It logs a value after `next()` returned it, so a sender its take woke
/// may run first: tests log senders elsewhere and check order per actor.
struct PacedConsumer: Sendable {
  let log: Recorder<String>
  /// What this consumer took, whoever else logs into `log`.
  let taken = Recorder<String>()
  let permit: AsyncStream<Void>.Continuation
  let task: Task<Void, Never>

  init<F: Flow>(_ flow: F, name: String = "took", log: Recorder<String>) where F.Element: CustomStringConvertible {
    let (permits, permit) = AsyncStream.makeStream(of: Void.self)
    self.log = log
    self.permit = permit
    task = Task { [taken] in
      var iterator = flow.values.makeAsyncIterator()
      for await _ in permits {
        guard let value = await iterator.next() else { return }
        // `log` first: `take()` returns once `taken` grows, and the test then reads `log` (the other order
        // lost the last value under ThreadSanitizer).
        log.record("\(name) \(value.description)")
        taken.record("\(name) \(value.description)")
      }
    }
  }

  /// Lets it take one value and waits until it logged it.
  func take() async {
    let before = taken.count
    permit.yield()
    while taken.count == before { await Task.yield() }
  }
}

/// Yields until `done` holds or a thousand yields went by.
func settle(until done: () -> Bool) async {
  for _ in 0..<1_000 where !done() { await Task.yield() }
}
