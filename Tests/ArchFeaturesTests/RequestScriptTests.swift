import ArchFeatures
import ArchFlow
import ArchHost
import Testing

/// The three kinds of wasted request, each counted once and apart: for
/// nobody, stale, still in flight.
@Suite struct RequestScriptTests {
  @Test func aRequestOvertakenByANewerOneIsCountedStaleNotForNobody() {
    let host = ArchHost.AppHost()
    let script = RequestScript(host: host, latency: .seconds(1))
    let first = script.begin()
    let second = script.begin()
    // NB: drop `superseded:` in `completed(_:)` and the stale answer is counted nowhere.
    script.completed(first)
    script.completed(second)
    #expect(host.upstream.counts == UpstreamCounts(started: 2, completed: 2, completedStale: 1))
  }

  @Test func aRequestOfAnEarlierScreenCompletesForNobodyWhileANewScreenIsShown() {
    let host = ArchHost.AppHost()
    let script = RequestScript(host: host, latency: .seconds(1)) { true }  // a view is always shown
    let old = script.begin()
    host.upstream.replaceConsumer()
    script.completed(old)
    #expect(host.upstream.counts == UpstreamCounts(started: 1, completed: 1, completedAfterConsumerGone: 1))
  }

  @Test func aRequestForAGoneConsumerIsNotAlsoStale() {
    let host = ArchHost.AppHost()
    let script = RequestScript(host: host, latency: .seconds(1)) { false }
    let first = script.begin()
    _ = script.begin()
    script.completed(first)
    #expect(host.upstream.counts.completedAfterConsumerGone == 1)
    #expect(host.upstream.counts.completedStale == 0)
    #expect(host.upstream.counts.inFlight == 1)
  }
}

extension RequestScriptTests {
  @Test func aRequestOfAnotherOperationDoesNotMakeOneStale() {
    let host = ArchHost.AppHost()
    let script = RequestScript(host: host, latency: .seconds(1))
    let load = script.begin("load")
    let save = script.begin("save")
    // NB: compare with the script's newest request of any operation and the load reads stale.
    script.completed(load)
    script.completed(save)
    #expect(host.upstream.counts.completedStale == 0)
  }
}
