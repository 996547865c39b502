import ArchFeatures
import ArchFlow
import ArchHost
import Testing

/// The Login fake: latency on the host's clock, failures on demand, every
/// request reported upstream, and a navigator that counts.
@Suite struct LoginFakeTests {
  /// What one sign-in returned, filled in by the task that made it.
  final class Outcome: Sendable {
    let result = Locked<Result<Session, ServiceError>?>(nil)
    var value: Result<Session, ServiceError>? { result.snapshot }
  }

  static func signIn(_ service: FakeLoginService, password: String = "analytical") -> (Outcome, any Cancellable) {
    let outcome = Outcome()
    let token = service.host.launch("test.signIn") {
      do {
        let session = try await service.signIn(email: "ada@lab.org", password: password)
        outcome.result.withLock { $0 = .success(session) }
      } catch let error as ServiceError {
        outcome.result.withLock { $0 = .failure(error) }
      } catch {}
    }
    return (outcome, token)
  }

  @Test func signInTakesItsLatencyOnTheHostClock() {
    let host = AppHost()
    let service = FakeLoginService(host: host)
    let (outcome, _) = Self.signIn(service)
    host.advance(by: .milliseconds(499))
    #expect(outcome.value == nil)
    #expect(host.upstream.counts.inFlight == 1)
    host.advance(by: .milliseconds(1))
    #expect(outcome.value == .success(Session(email: "ada@lab.org", token: "token-1")))
    #expect(host.upstream.counts == UpstreamCounts(started: 1, completed: 1))
  }

  @Test func failsTheNextRequestsOnDemandThenSucceeds() {
    let host = AppHost()
    let service = FakeLoginService(host: host)
    service.failNextRequests(1)
    let (first, _) = Self.signIn(service)
    host.advance(by: .milliseconds(500))
    let (second, _) = Self.signIn(service)
    host.advance(by: .milliseconds(500))
    #expect(first.value == .failure(ServiceError("wrong password")))
    #expect(second.value == .success(Session(email: "ada@lab.org", token: "token-2")))
    #expect(service.requestCount == 2)
  }

  // NB: drop `host.upstream.cancelled()` in FakeLoginService.signIn and this fails with one request in flight.
  @Test func reportsACancelledRequestUpstream() {
    let host = AppHost()
    let service = FakeLoginService(host: host)
    let (outcome, token) = Self.signIn(service)
    host.advance(by: .milliseconds(200))
    token.cancel()
    host.advance(by: .seconds(1))
    #expect(outcome.value == nil)
    #expect(host.upstream.counts == UpstreamCounts(started: 1, cancelled: 1))
  }

  @Test func countsACompletionForAConsumerThatIsGone() {
    let host = AppHost()
    let service = FakeLoginService(host: host, isConsumerAlive: { false })
    _ = Self.signIn(service)
    host.advance(by: .milliseconds(500))
    #expect(host.upstream.counts.completedAfterConsumerGone == 1)
  }

  @Test func navigatorCountsEachNavigation() {
    let service = FakeLoginService(host: AppHost())
    #expect(service.navigator.navigations == 0)
    service.navigator.navigateHome()
    service.navigator.navigateHome()
    #expect(service.navigator.navigations == 2)
  }
}
