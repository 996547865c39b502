import ArchFeatures
import ArchFlow
import ArchHost
import Testing

/// The Feed fake: pages on the host's clock, failures on demand, every
/// request reported upstream.
@Suite struct FeedFakeTests {
  let host = AppHost()
  let service: FakeFeedService
  /// What the request task got: a page, or the error's text.
  let result = Locked<Result<FeedPage, ServiceError>?>(nil)
  /// Keeps the request tasks; the suite instance ends with the test.
  let tasks = CancellableBag()

  init() { service = FakeFeedService(host: host) }

  @discardableResult
  private func request(_ number: Int) -> any Cancellable {
    let task = host.launch("test.page") { [service, result] in
      do {
        let page = try await service.page(number)
        result.withLock { $0 = .success(page) }
      } catch {
        result.withLock { $0 = .failure(ServiceError("\(error)")) }
      }
    }
    task.store(in: tasks)
    return task
  }

  @Test func aPageArrivesAfterItsLatencyOnTheHostClock() throws {
    request(2)
    host.advance(by: .milliseconds(299))
    #expect(result.snapshot == nil)
    host.advance(by: .milliseconds(1))
    let page = try #require(try result.snapshot?.get())
    #expect(page.number == 2)
    #expect(page.items.map(\.id) == Array(11...20))
    #expect(!page.isLast)
    #expect(service.requestCount == 1)
    #expect(host.upstream.counts == UpstreamCounts(started: 1, completed: 1))
  }

  @Test func theThirdPageIsTheLast() throws {
    request(3)
    host.advance(by: .milliseconds(300))
    #expect(try result.snapshot?.get().isLast == true)
  }

  @Test func failsTheNextRequestsOnDemandThenRecovers() throws {
    service.failNextRequests(1)
    request(1)
    host.advance(by: .milliseconds(300))
    #expect(result.snapshot == .failure(ServiceError("offline")))
    request(1)
    host.advance(by: .milliseconds(300))
    #expect(try result.snapshot?.get().items.count == FakeFeedService.pageSize)
    #expect(service.requestCount == 2)
  }

  // NB: remove `host.upstream.cancelled()` from FakeFeedService.page and
  // this fails with one request in flight forever.
  @Test func aCancelledRequestIsReportedUpstreamAsCancelled() {
    let task = request(1)
    host.advance(by: .milliseconds(100))
    task.cancel()
    host.settle()
    #expect(host.upstream.counts == UpstreamCounts(started: 1, cancelled: 1))
    #expect(host.upstream.counts.inFlight == 0)
  }

  @Test func aPageCompletingForAGoneConsumerIsCountedAsWasted() {
    let alive = Locked(true)
    let service = FakeFeedService(host: host) { alive.snapshot }
    host.launch("test.page") { _ = try? await service.page(1) }.store(in: tasks)
    alive.withLock { $0 = false }
    host.advance(by: .milliseconds(300))
    #expect(host.upstream.counts.completedAfterConsumerGone == 1)
  }
}
