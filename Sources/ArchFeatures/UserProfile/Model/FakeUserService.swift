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
public final class FakeUserService: UserService, ScriptedFake {
  /// The users the service knows, by id.
  public static let users = ["42": User(id: "42", name: "Ada Lovelace"), "7": User(id: "7", name: "Grace Hopper")]

  private let cache: MutableStateFlow<[String: User]>
  /// Counts, fails on demand, times and reports every request.
  public let script: RequestScript

  /// A service on `host`'s clock.
  ///
  /// - Parameters:
  ///   - isConsumerAlive: Asked when a request completes; a request that
  ///     completes for a consumer that is gone is counted as wasted work.
  ///     Typically `{ screen.view != nil }`.
  public init(
    host: AppHost, latency: Duration = .milliseconds(300),
    isConsumerAlive: @escaping @Sendable () -> Bool = { true }
  ) {
    script = RequestScript(host: host, latency: latency, isConsumerAlive: isConsumerAlive)
    cache = MutableStateFlow([:], ledger: host.ledger)
  }

  /// A service made by the run's dependency container, on `environment`:
  /// failures scripted before a process death still come after it (see
  /// ``RequestScript/init(_:latency:)``). Its cache is the process's: a new
  /// process's service starts empty, and its subscribers go with the old.
  public init(_ environment: ServiceEnvironment, latency: Duration = .milliseconds(300)) {
    script = RequestScript(environment, latency: latency)
    cache = MutableStateFlow([:], ledger: environment.host.ledger)
  }

  /// Loads `id` after ``latency``; throws `CancellationError` if the
  /// calling task is cancelled first, ``ServiceError`` when told to fail.
  public func user(id: String) async throws -> User {
    try await script.roundTrip()
    guard let user = Self.users[id] else { throw ServiceError("no user #\(id)") }
    cache.update { $0[id] = user }
    return user
  }

  /// The cached user, `nil` until a request has loaded it.
  public func observeUser(id: String) -> AnyFlow<User?> {
    cache.map { $0[id] }
  }
}
