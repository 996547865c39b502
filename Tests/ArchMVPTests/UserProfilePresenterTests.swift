import ArchFlow
import ArchHost
import ArchMVP
import ArchTestSupport
import Testing
@testable import ArchFeatures

/// The suite's UserProfile presenter against a fake view, no screen:
/// milliseconds.
@Suite struct UserProfilePresenterTests {
  let host = AppHost()
  let service: FakeUserService
  let ada = UserProfile.ada

  init() { service = FakeUserService(host: host) }

  /// The presenter starts its load when made: script the service first.
  func makePresenter() -> UserProfilePresenter {
    UserProfilePresenter(service: service, host: host, saved: SavedStateRegistry())
  }

  @Test func showsLoadingOnFirstAttachThenTheUser() {
    let presenter = makePresenter()
    let view = RecordingProfileView()

    presenter.attach(view)
    #expect(view.frames.value == [.loading])
    host.settle()
    #expect(service.requestCount == 1)

    host.advance(by: .milliseconds(300))
    #expect(view.frames.value == [.loading, .user(ada)])
  }

  @Test func showsTheErrorAndRetryLoadsAgain() {
    service.failNextRequests(1)
    let presenter = makePresenter()
    let view = RecordingProfileView()
    presenter.attach(view)
    host.advance(by: .milliseconds(300))
    #expect(view.frames.value == [.loading, .error("offline")])

    presenter.retry()
    host.advance(by: .milliseconds(300))

    #expect(view.frames.value == [.loading, .error("offline"), .loading, .user(ada)])
    #expect(service.requestCount == 2)
  }

  @Test func aRequestInFlightSurvivesDetachAndTheNextViewGetsTheResult() {
    // NB: in UserProfilePresenter.load(), store the task in `attachmentBag` instead of `request` and the
    // second view never sees the user.
    let presenter = makePresenter()
    let oldView = RecordingProfileView()
    let newView = RecordingProfileView()
    presenter.attach(oldView)
    host.advance(by: .milliseconds(100))

    presenter.detach()  // rotation: the old view is destroyed…
    presenter.attach(newView)  // …the new one attaches to the same presenter
    host.advance(by: .milliseconds(200))

    #expect(oldView.frames.value == [.loading])
    #expect(newView.frames.value == [.loading, .user(ada)])
    #expect(service.requestCount == 1)
    #expect(host.upstream.counts == UpstreamCounts(started: 1, completed: 1))
  }

  @Test func clearCancelsTheRequestInFlight() {
    // NB: drop `request.store(in: attachment.lifetimeBag)` from UserProfilePresenter and the request
    // completes for nobody.
    let presenter = makePresenter()
    let view = RecordingProfileView()
    presenter.attach(view)
    host.advance(by: .milliseconds(100))

    presenter.clear()
    host.settle()
    host.advance(by: .seconds(1))

    #expect(host.upstream.counts == UpstreamCounts(started: 1, cancelled: 1))
    #expect(host.tasks.count == 0)
    #expect(host.ledger.liveCount == 0)
    #expect(view.frames.value == [.loading])
  }

  @Test func retryWhileLoadingReplacesTheRequest() {
    let presenter = makePresenter()
    let view = RecordingProfileView()
    presenter.attach(view)
    host.advance(by: .milliseconds(100))

    presenter.retry()
    host.advance(by: .milliseconds(300))

    #expect(host.upstream.counts == UpstreamCounts(started: 2, completed: 1, cancelled: 1))
    #expect(view.frames.value == [.loading, .user(ada)])  // loading → loading is not a change
  }
}
