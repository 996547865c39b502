import ArchFlow
import ArchHost

/// A scripted `UserService` on a host's clock: each request takes `latency`
/// of virtual time, fails on demand, and reports to the host's upstream
/// counter — started, then completed (saying whether its consumer was still
/// there) or cancelled.
///
/// ```swift
/// let service = FakeUserService(host: host)
/// service.failNextRequests(1)
/// ```
public final class FakeUserService: UserService, ScriptedService {
  /// The users the service knows, by id.
  public static let users = ["42": User(id: "42", name: "Ada Lovelace"), "7": User(id: "7", name: "Grace Hopper")]

  /// The host whose clock times the requests and whose probes count them.
  public let host: Host
  /// How long each request takes, in virtual time.
  public let latency: Duration
  private let isConsumerAlive: @Sendable () -> Bool
  private let cache: MutableStateFlow<[String: User]>
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
  ///     Typically `{ screen.view != nil }`.
  public init(
    host: Host, latency: Duration = .milliseconds(300),
    isConsumerAlive: @escaping @Sendable () -> Bool = { true }
  ) {
    self.host = host
    self.latency = latency
    self.isConsumerAlive = isConsumerAlive
    cache = MutableStateFlow([:], ledger: host.ledger)
    script = MutableStateFlow(Script(), ledger: host.ledger)
  }

  /// Makes the next `count` requests fail with "offline".
  public func failNextRequests(_ count: Int) {
    script.update { $0.failuresLeft = count }
  }

  /// Requests started so far.
  public var requestCount: Int { script.value.requests }

  /// Loads `id` after ``latency``; throws `CancellationError` if the
  /// calling task is cancelled first, ``ServiceError`` when told to fail.
  public func user(id: String) async throws -> User {
    var fails = false
    script.update {  // may run again on contention; its last run is the one kept
      fails = $0.failuresLeft > 0
      $0.requests += 1
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
    if fails { throw ServiceError("offline") }
    guard let user = Self.users[id] else { throw ServiceError("no user #\(id)") }
    cache.update { $0[id] = user }
    return user
  }

  /// The cached user, `nil` until a request has loaded it.
  public func observeUser(id: String) -> AnyFlow<User?> {
    cache.map { $0[id] }
  }
}
