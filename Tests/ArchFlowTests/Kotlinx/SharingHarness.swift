import ArchFlow

/// kotlinx's SharingStartedTest drives a strategy with subscriber counts
/// over virtual time and checks its commands (start, stop, stop and reset
/// the replay). ArchFlow's strategies have no command flow of their own,
/// so this harness reads the same facts from a `shareIn`: whether its
/// upstream is subscribed, and whether its replay is still there.
final class SharingHarness: @unchecked Sendable {
  // Used from one test's task only; the executor runs every job on it.
  let executor = ManualTaskExecutor()
  let clock: TestClock
  let scope: FlowScope
  let upstream = MutableSharedFlow<Int>(replay: 1)
  let shared: SharedFlow<Int>
  private var tokens: [any Cancellable] = []
  private var tick = 0

  /// What a kotlinx strategy would have commanded last.
  enum Command: Equatable {
    case start, stop, stopAndResetReplayCache
  }

  init(_ started: (any Clock<Duration>) -> SharingStarted) {
    clock = TestClock(executor: executor)
    scope = FlowScope(executor: executor)
    shared = upstream.shareIn(scope, started: started(clock), replay: 1)
    settle()
  }

  var command: Command {
    if upstream.currentSubscriptionCount > 0 { return .start }
    return shared.replayCache.isEmpty ? .stopAndResetReplayCache : .stop
  }

  /// Makes the shared flow have `count` subscribers, then lets due work run.
  func subscriptions(_ count: Int) {
    while tokens.count < count { tokens.append(shared.subscribe { _ in }) }
    while tokens.count > count { tokens.removeLast().cancel() }
    settle()
  }

  /// Lets `milliseconds` of virtual time pass.
  func delay(_ milliseconds: Int) {
    settle()
    clock.advance(by: .milliseconds(milliseconds))
    settle()
  }

  /// kotlinx's `rampUpAndDown`: up to 10 subscribers 100 ms apart, a
  /// second at 10, and down to 1 again.
  func rampUpAndDown() {
    for count in 2...10 {
      delay(100)
      subscriptions(count)
    }
    delay(1000)
    for count in stride(from: 9, through: 1, by: -1) {
      subscriptions(count)
      delay(100)
    }
  }

  /// Runs every job due, and puts a fresh value in the replay while the
  /// upstream runs, so a reset can be told from a stop.
  private func settle() {
    executor.runUntilIdle()
    if upstream.currentSubscriptionCount > 0 {
      tick += 1
      upstream.emit(tick)
    }
  }

  func stop() {
    scope.cancel()
    executor.runUntilIdle()
  }
}
