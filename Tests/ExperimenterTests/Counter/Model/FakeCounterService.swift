import ArchFeatures
import ArchFlow

/// The Counter's scripted fake: a stored count, 200 ms per request. The
/// ``RequestScript`` counts the requests, fails them on demand and reports
/// each to the host's upstream counter, so the probes see this fake's work
/// as they see the suite's own.
final class FakeCounterService: CounterService, ScriptedFake {
  let script: RequestScript
  /// A state flow as the thread-safe box: the server's count.
  private let stored: MutableStateFlow<Int>

  init(_ environment: ServiceEnvironment) {
    script = RequestScript(environment, latency: .milliseconds(200))
    stored = MutableStateFlow(0, ledger: environment.host.ledger)
  }

  func load() async throws -> Int {
    try await script.roundTrip()
    return stored.value
  }

  func save(_ count: Int) async throws {
    try await script.roundTrip()
    stored.value = count
  }
}
