import ArchFeatures
import ArchFlow
import ArchHost
import Testing

/// The Search fake: names on the host's clock, failures on demand,
/// cancellation reported upstream.
@Suite struct SearchFakeTests {
  /// Runs `query` in a host task and keeps what it returned or threw.
  private func search(
    _ query: String, on service: FakeSearchService
  ) -> (answer: Locked<Result<[String], ServiceError>?>, task: any Cancellable) {
    let answer = Locked<Result<[String], ServiceError>?>(nil)
    let task = service.host.launch("test.search") {
      do {
        let names = try await service.search(query)
        answer.withLock { $0 = .success(names) }
      } catch let error as ServiceError {
        answer.withLock { $0 = .failure(error) }
      } catch {}
    }
    return (answer, task)
  }

  @Test func answersMatchingNamesAfterItsLatencyOnTheHostClock() {
    let host = AppHost()
    let service = FakeSearchService(host: host)
    let (answer, _) = search("ADA", on: service)
    host.advance(by: .milliseconds(499))
    #expect(answer.snapshot == nil)
    #expect(service.requestCount == 1)
    host.advance(by: .milliseconds(1))
    #expect(answer.snapshot == .success(["Ada Lovelace", "Ada Yonath"]))
    #expect(host.upstream.counts.completed == 1)
  }

  // NB: drop the empty-query guard in FakeSearchService.search and the last
  // case fails: an empty run of bytes occurs in every name.
  @Test(arguments: [
    ("ov", ["Ada Lovelace", "Barbara Liskov"]), ("TURING", ["Alan Turing"]), ("E H", ["Grace Hopper"]),
    ("zz", []), ("", []),
  ])
  func findsTheNamesContainingTheQueryInAnyCaseAndNothingForAnEmptyOne(query: String, names: [String]) {
    let host = AppHost()
    let service = FakeSearchService(host: host)
    let (answer, _) = search(query, on: service)
    host.advance(by: .milliseconds(500))
    #expect(answer.snapshot == .success(names))
  }

  @Test func failsTheNextRequestsOnDemandThenRecovers() {
    let host = AppHost()
    let service = FakeSearchService(host: host)
    service.failNextRequests(1)
    let (first, _) = search("grace", on: service)
    host.advance(by: .milliseconds(500))
    #expect(first.snapshot == .failure(ServiceError("offline")))
    let (second, _) = search("grace", on: service)
    host.advance(by: .milliseconds(500))
    #expect(second.snapshot == .success(["Grace Hopper"]))
    #expect(service.requestCount == 2)
  }

  // NB: drop the `host.upstream.cancelled()` in FakeSearchService.search and
  // this fails: the cancelled request would look in flight forever.
  @Test func reportsACancelledRequestUpstream() {
    let host = AppHost()
    let service = FakeSearchService(host: host)
    let (answer, task) = search("ada", on: service)
    host.advance(by: .milliseconds(200))
    task.cancel()
    host.advance(by: .seconds(1))
    #expect(answer.snapshot == nil)
    #expect(host.upstream.counts.started == 1)
    #expect(host.upstream.counts.cancelled == 1)
    #expect(host.upstream.counts.inFlight == 0)
  }

  @Test func countsARequestCompletedForAConsumerThatIsGone() {
    let host = AppHost()
    let service = FakeSearchService(host: host, isConsumerAlive: { false })
    _ = search("ada", on: service)
    host.advance(by: .milliseconds(500))
    #expect(host.upstream.counts.completedAfterConsumerGone == 1)
  }
}
