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
public final class FakeLoginService: LoginService, ScriptedFake {
  /// The navigator the views call; it counts navigations home.
  public let navigator: FakeNavigator
  /// Counts, fails on demand, times and reports every request.
  public let script: RequestScript

  /// A service on `host`'s clock.
  ///
  /// - Parameters:
  ///   - isConsumerAlive: Asked when a request completes; a request that
  ///     completes for a consumer that is gone is counted as wasted work.
  public init(
    host: AppHost, latency: Duration = .milliseconds(500),
    isConsumerAlive: @escaping @Sendable () -> Bool = { true }
  ) {
    script = RequestScript(host: host, latency: latency, isConsumerAlive: isConsumerAlive)
    navigator = FakeNavigator()
  }

  /// A service made by the run's dependency container, on `environment`:
  /// failures scripted before a process death still come after it (see
  /// ``RequestScript/init(_:latency:)``), and its navigator is the run's,
  /// kept in the environment's ``ServiceEnvironment/persistent(_:_:)``
  /// store: it records where the app went, so a navigation delivered again
  /// after a process death reads ×2.
  public init(_ environment: ServiceEnvironment, latency: Duration = .milliseconds(500)) {
    script = RequestScript(environment, latency: latency)
    navigator = environment.persistent("login.navigator") { FakeNavigator() }
  }

  /// Drops unused scripted failures and counts navigations from zero
  /// again: a scale run's next opening shows the scenario's frames.
  public func resetForNextOpening() {
    script.resetForNextOpening()
    navigator.resetNavigations()
  }

  /// Signs in after ``latency``; throws `CancellationError` if the calling
  /// task is cancelled first, ``ServiceError`` when told to fail.
  public func signIn(email: String, password: String) async throws -> Session {
    let number = try await script.roundTrip(failure: "wrong password")
    return Session(email: email, token: "token-\(number)")
  }
}
