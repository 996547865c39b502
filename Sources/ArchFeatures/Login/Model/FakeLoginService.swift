import ArchFlow
import ArchHost

/// The Login screen's scripted fakes: a `LoginService` on a host's clock —
/// each sign-in takes `latency` of virtual time, fails with "wrong
/// password" on demand, and reports to the host's upstream counter
/// (started, then completed, saying whether its consumer was still there,
/// or cancelled) — and the ``navigator`` the views navigate with.
///
/// ```swift
/// let service = FakeLoginService(host: host)
/// service.failNextRequests(1)   // the next sign-in throws "wrong password"
/// service.navigator.navigations // 0
/// ```
public final class FakeLoginService: LoginService, ScriptedService {
  /// The host whose clock times the requests and whose probes count them.
  public let host: Host
  /// How long each sign-in takes, in virtual time.
  public let latency: Duration
  /// The navigator the views call; it counts navigations home.
  public let navigator: FakeNavigator
  private let isConsumerAlive: @Sendable () -> Bool
  private let script: MutableStateFlow<Script>

  /// Requests made and failures still to hand out (a state flow is the
  /// thread-safe box: `update` is atomic).
  private struct Script: Equatable {
    var requests = 0
    var failuresLeft = 0
  }

  /// A service on `host`'s clock.
  ///
  /// - Parameters:
  ///   - isConsumerAlive: Asked when a request completes; a request that
  ///     completes for a consumer that is gone is counted as wasted work.
  public init(
    host: Host, latency: Duration = .milliseconds(500),
    isConsumerAlive: @escaping @Sendable () -> Bool = { true }
  ) {
    self.host = host
    self.latency = latency
    self.isConsumerAlive = isConsumerAlive
    navigator = FakeNavigator()
    script = MutableStateFlow(Script(), ledger: host.ledger)
  }

  /// Makes the next `count` sign-ins fail with "wrong password".
  public func failNextRequests(_ count: Int) {
    script.update { $0.failuresLeft = count }
  }

  /// Sign-ins started so far.
  public var requestCount: Int { script.value.requests }

  /// Signs in after ``latency``; throws `CancellationError` if the calling
  /// task is cancelled first, ``ServiceError`` when told to fail.
  public func signIn(email: String, password: String) async throws -> Session {
    var fails = false
    var number = 0
    script.update {  // may run again on contention; its last run is the one kept
      fails = $0.failuresLeft > 0
      $0.requests += 1
      number = $0.requests
      if fails { $0.failuresLeft -= 1 }
    }
    host.upstream.started()
    do {
      try await host.clock.sleep(for: latency)
    } catch {
      host.upstream.cancelled()
      throw error
    }
    host.upstream.completed(consumerAlive: isConsumerAlive())
    if fails { throw ServiceError("wrong password") }
    return Session(email: email, token: "token-\(number)")
  }
}
