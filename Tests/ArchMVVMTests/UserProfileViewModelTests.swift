import ArchFlow
import ArchHost
import ArchMVVM
import ArchTestSupport
import Testing

/// The view model alone, no screen and no view: milliseconds.
@Suite struct UserProfileViewModelTests {
  let host = AppHost()
  let service: FakeUserService
  let ada = FakeUserService.users["42"]!

  init() { service = FakeUserService(host: host) }

  func makeViewModel(saved: SavedStateRegistry = SavedStateRegistry()) -> UserProfileFlowViewModel {
    UserProfileFlowViewModel(
      userID: "42", service: service, context: ViewModelContext(host: host, saved: saved, key: "profile"))
  }

  /// Every state the view model goes through, from now on.
  func record(_ model: UserProfileFlowViewModel) -> (Box<[UserProfileFrame]>, any Cancellable) {
    let frames = Box<[UserProfileFrame]>([])
    let token = model.state.subscribe { frame in frames.withLock { $0.append(frame) } }
    return (frames, token)
  }

  @Test func loadsOnCreationShowingLoadingThenTheUser() {
    let model = makeViewModel()
    let (frames, token) = record(model)

    host.advance(by: .milliseconds(300))

    #expect(frames.value == [.loading, .user(ada)])
    #expect(service.requestCount == 1)
    token.cancel()
  }

  @Test func aFailedLoadShowsTheErrorAndRetryLoadsAgain() {
    // NB: make retry() a no-op and the last two frames are missing.
    service.failNextRequests(1)
    let model = makeViewModel()
    let (frames, token) = record(model)
    host.advance(by: .milliseconds(300))
    #expect(model.core.value == .error("offline"))

    model.retry()
    host.advance(by: .milliseconds(300))

    #expect(frames.value == [.loading, .error("offline"), .loading, .user(ada)])
    #expect(service.requestCount == 2)
    token.cancel()
  }

  @Test func retryIsIgnoredUnlessTheLastLoadFailed() {
    let model = makeViewModel()
    host.settle()
    model.retry()  // loading
    host.advance(by: .milliseconds(300))
    model.retry()  // loaded
    host.advance(by: .milliseconds(300))

    #expect(service.requestCount == 1)
    #expect(model.core.value == .user(ada))
  }

  @Test func theLoadedToastIsBufferedAndDeliveredExactlyOnce() {
    // NB: send the toast through a MutableSharedFlow(replay: 1) instead and `second` gets it too.
    let model = makeViewModel()
    host.advance(by: .milliseconds(300))  // loaded, nobody collecting
    let first = Box<[ProfileEvent]>([])
    let second = Box<[ProfileEvent]>([])

    let token = model.events.subscribe { event in first.withLock { $0.append(event) } }
    token.cancel()
    let late = model.events.subscribe { event in second.withLock { $0.append(event) } }

    #expect(first.value == [.showToast("Loaded Ada Lovelace")])
    #expect(second.value == [])
    late.cancel()
  }

  @Test func clearCancelsTheRequestInFlightAndLeavesTheStateAlone() {
    let model = makeViewModel()
    host.advance(by: .milliseconds(100))

    model.clear()
    host.advance(by: .seconds(1))

    #expect(host.upstream.counts == UpstreamCounts(started: 1, cancelled: 1))
    #expect(model.core.value == .loading)  // no "error: cancelled"
    #expect(host.tasks.count == 0)
    #expect(model.events.bufferedCount == 0)
  }

  @Test func aRestoredViewModelShowsTheSavedUserWithoutARequest() {
    // NB: return nil from the saved-state provider and the restored model starts loading again.
    let registry = SavedStateRegistry()
    _ = makeViewModel(saved: registry)
    host.advance(by: .milliseconds(300))
    let bundle = registry.collect()
    #expect(bundle.values.keys.sorted() == ["profile.user"])

    let restored = makeViewModel(saved: SavedStateRegistry(restored: bundle))
    host.settle()

    #expect(restored.core.value == .user(ada))
    #expect(service.requestCount == 1)
  }
}
