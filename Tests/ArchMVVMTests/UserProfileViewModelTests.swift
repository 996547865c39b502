import ArchFlow
import ArchHost
import ArchMVVM
import ArchTestSupport
import Testing
@testable import ArchFeatures

/// The suite's UserProfile view model alone, no screen and no view:
/// milliseconds.
@Suite struct UserProfileViewModelTests {
  let host = AppHost()
  let service: FakeUserService
  let ada = UserProfile.ada

  init() { service = FakeUserService(host: host) }

  func makeViewModel(saved: SavedStateRegistry = SavedStateRegistry()) -> UserProfileFlowViewModel {
    UserProfileFlowViewModel(service: service, context: ViewModelContext(host: host, saved: saved, key: "profile"))
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

  @Test func retryWhileLoadingReplacesTheRequest() {
    // NB: drop `request.cancelAll()` from UserProfileFlowViewModel.load() and both requests complete.
    let model = makeViewModel()
    let (frames, token) = record(model)
    host.advance(by: .milliseconds(100))

    model.retry()
    host.advance(by: .milliseconds(300))

    #expect(host.upstream.counts == UpstreamCounts(started: 2, completed: 1, cancelled: 1))
    #expect(frames.value == [.loading, .user(ada)])  // loading → loading is not a change
    token.cancel()
  }

  @Test func clearCancelsTheRequestInFlightAndLeavesTheStateAlone() {
    let model = makeViewModel()
    host.advance(by: .milliseconds(100))

    model.clear()
    host.advance(by: .seconds(1))

    #expect(host.upstream.counts == UpstreamCounts(started: 1, cancelled: 1))
    #expect(model.core.value == .loading)  // no "error: cancelled"
    #expect(host.tasks.count == 0)
  }

  @Test func aRestoredViewModelShowsTheSavedUserWithoutARequest() {
    // NB: return nil from the saved-state provider and the restored model starts loading again.
    let registry = SavedStateRegistry()
    let model = makeViewModel(saved: registry)  // held: releasing it cancels its request
    host.advance(by: .milliseconds(300))
    let bundle = registry.collect()
    model.clear()  // the process dies
    #expect(bundle.values.keys.sorted() == [UserProfileSavedState.userKey])

    let restored = makeViewModel(saved: SavedStateRegistry(restored: bundle))
    host.settle()

    #expect(restored.core.value == .user(ada))
    #expect(service.requestCount == 1)
  }
}
