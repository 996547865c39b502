import ArchFeatures
import ArchFlow
import ArchHost
import Testing

/// What a fake puts back before a scale run opens the screen again on it,
/// and what it keeps for a new process in the environment's persistent
/// store: the server's data outlives the process, the scenario's fixture
/// starts over for each opening.
@Suite struct NextOpeningTests {
  let host = AppHost()
  var environment: ServiceEnvironment { ServiceEnvironment(host: host) }

  /// Runs `body` as a host task and settles the host `latency` later.
  func answer<T: Sendable>(_ latency: Duration, _ body: @escaping @Sendable () async throws -> T) -> T? {
    let result = Locked<T?>(nil)
    _ = host.launch("test.request") { if let value = try? await body() { result.withLock { $0 = value } } }
    host.advance(by: latency)
    return result.snapshot
  }

  @Test func thePersistentStoreHandsEveryCopyOfTheEnvironmentTheSameValue() {
    let environment = environment
    let copy = environment
    let first = environment.persistent("box") { Locked(1) }
    first.withLock { $0 = 2 }
    #expect(copy.persistent("box") { Locked(9) }.snapshot == 2)
    #expect(ServiceEnvironment(host: host).persistent("box") { Locked(9) }.snapshot == 9)
  }

  @Test func aNewProcesssRepositoryFindsWhatTheOldOneSaved() {
    let environment = environment
    let old = FakeTodoRepository(environment)
    let saved = [TodoItem(id: "1", title: "milk", done: true)]
    _ = answer(.milliseconds(200)) { try await old.save(saved) }
    let renewed = FakeTodoRepository(environment)
    #expect(renewed !== old)
    #expect(answer(.milliseconds(200)) { try await renewed.load() } == saved)
    #expect(renewed.requestCount == 1)
  }

  @Test func theNextOpeningFindsTheSeedAgainAndNoScriptedFailure() {
    let repository = FakeTodoRepository(environment)
    _ = answer(.milliseconds(200)) { try await repository.save([]) }
    repository.failNextRequests(2)
    // NB: drop `stored.value = initialItems` from the reset and the next opening loads [].
    repository.resetForNextOpening()
    #expect(answer(.milliseconds(200)) { try await repository.load() } == FakeTodoRepository.seed)
    #expect(repository.requestCount == 2)
  }

  @Test func theNextOpeningCountsNavigationsFromZero() {
    let service = FakeLoginService(host: host)
    service.navigator.navigateHome()
    service.resetForNextOpening()
    #expect(service.navigator.navigations == 0)
  }

  @Test func aNewProcesssPriceServiceQuotesTheRunsMarketAndTheNextOpeningOpensItAgain() {
    let environment = environment
    let old = FakePriceService(environment)
    host.advance(by: .seconds(5))
    let renewed = FakePriceService(environment)
    #expect(renewed.opened == old.opened)
    #expect(FakePriceService(host: host).opened == host.now)
    renewed.resetForNextOpening()
    #expect(renewed.opened == host.now)
    #expect(old.opened == host.now)  // one market for the run
  }

  @Test func aServiceWithNothingToPutBackKeepsItsRequestCount() {
    let service = FakeSearchService(host: host)
    service.failNextRequests(1)
    _ = answer(.milliseconds(500)) { try await service.search("ada") }
    service.failNextRequests(3)
    service.resetForNextOpening()
    #expect(answer(.milliseconds(500)) { try await service.search("ada") } == ["Ada Lovelace", "Ada Yonath"])
    #expect(service.requestCount == 2)
  }
}

/// What a new process finds of the old one's fakes: the network's scripted
/// failures and the record of navigations, not the services themselves.
@Suite struct NewProcessTests {
  let host = AppHost()

  @Test func failuresScriptedBeforeAProcessDeathStillComeAfterIt() {
    let environment = ServiceEnvironment(host: host)
    let old = FakeUserService(environment)
    old.failNextRequests(1)
    let renewed = FakeUserService(environment)
    let outcome = Locked<String?>(nil)
    _ = host.launch("test.request") {
      do { _ = try await renewed.user(id: "42") } catch { outcome.withLock { $0 = "\(error)" } }
    }
    host.advance(by: .milliseconds(300))
    // NB: make the environment's script keep its failures to itself and this reads nil.
    #expect(outcome.snapshot == "offline")
  }

  @Test func aNewProcesssLoginServiceRecordsNavigationsOnTheSameNavigator() {
    let environment = ServiceEnvironment(host: host)
    let old = FakeLoginService(environment)
    old.navigator.navigateHome()
    #expect(FakeLoginService(environment).navigator.navigations == 1)
  }
}
