import ArchFeatures
import ArchFlow
import ArchHost
import Testing

/// The Todo screen's fake repository alone: latency on the host clock,
/// failures on demand, cancellation and wasted work reported upstream.
@Suite struct TodoFakeTests {
  let host = AppHost()
  let eggs = TodoItem(id: "3", title: "eggs")

  /// What a host task got back from the repository, once it returned.
  final class Outcome: Sendable {
    let value = Locked<Result<[TodoItem], ServiceError>?>(nil)
    var result: Result<[TodoItem], ServiceError>? { value.snapshot }
  }

  func run(_ request: @escaping @Sendable () async throws -> [TodoItem]) -> (Outcome, any Cancellable) {
    let outcome = Outcome()
    let token = host.launch("test.request") {
      do {
        let items = try await request()
        outcome.value.withLock { $0 = .success(items) }
      } catch let error as ServiceError {
        outcome.value.withLock { $0 = .failure(error) }
      } catch {}
    }
    return (outcome, token)
  }

  @Test func loadAnswersAfterTheLatencyOnTheHostClock() {
    let repository = FakeTodoRepository(host: host)
    let (outcome, _) = run { try await repository.load() }

    host.advance(by: .milliseconds(199))
    #expect(outcome.result == nil)
    host.advance(by: .milliseconds(1))

    #expect(outcome.result == .success(FakeTodoRepository.seed))
    #expect(repository.requestCount == 1)
    #expect(host.upstream.counts == UpstreamCounts(started: 1, completed: 1))
  }

  @Test func aSaveIsWhatTheNextLoadReturns() {
    let repository = FakeTodoRepository(host: host)
    let saved = FakeTodoRepository.seed + [eggs]
    _ = run { [saved] in try await repository.save(saved); return [] }
    host.advance(by: .milliseconds(200))

    let (outcome, _) = run { try await repository.load() }
    host.advance(by: .milliseconds(200))

    #expect(outcome.result == .success(saved))
    #expect(repository.requestCount == 2)
  }

  @Test func failsTheNextRequestsOnDemandAndStoresNothing() {
    // NB: drop `if fails { throw … }` in the fake and the save succeeds.
    let repository = FakeTodoRepository(host: host)
    repository.failNextRequests(1)
    let (failed, _) = run { [eggs] in try await repository.save([eggs]); return [] }
    host.advance(by: .milliseconds(200))
    let (loaded, _) = run { try await repository.load() }
    host.advance(by: .milliseconds(200))

    #expect(failed.result == .failure(ServiceError("offline")))
    #expect(loaded.result == .success(FakeTodoRepository.seed))
    #expect(repository.items == FakeTodoRepository.seed)
  }

  @Test func aCancelledSaveIsReportedUpstreamAndStoresNothing() {
    let repository = FakeTodoRepository(host: host)
    let (outcome, token) = run { [eggs] in try await repository.save([eggs]); return [] }
    host.advance(by: .milliseconds(100))

    token.cancel()
    host.advance(by: .milliseconds(200))

    #expect(outcome.result == nil)
    #expect(repository.items == FakeTodoRepository.seed)
    #expect(host.upstream.counts == UpstreamCounts(started: 1, cancelled: 1))
  }

  @Test func aRequestCompletingForNobodyIsCountedAsWasted() {
    let repository = FakeTodoRepository(host: host, isConsumerAlive: { false })
    _ = run { try await repository.load() }
    host.advance(by: .milliseconds(200))

    #expect(host.upstream.counts.completedAfterConsumerGone == 1)
  }
}
