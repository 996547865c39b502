import Testing
@testable import ArchFeatures

/// Each screen's `mvi` reducer is a pure function: state and intent in,
/// state and effects out, no host.
@Suite struct MVIReducerTests {
  @Test func profileRetryShowsLoadingAndFetchesAndAnswersLand() {
    var state = UserProfileFrame.error("offline")
    #expect(UserProfileReducer.reduce(&state, .load) == [.fetchUser])
    #expect(state == .loading)
    #expect(UserProfileReducer.reduce(&state, .loaded(UserProfile.ada)) == [])
    #expect(state == .user(UserProfile.ada))
  }

  @Test func searchWaitsForThePauseThenSearchesOnlyTheCurrentQuery() {
    var state = SearchFrame("")
    #expect(SearchReducer.reduce(&state, .typed("ad")) == [.cancelSearch, .waitForPause("ad")])
    #expect(SearchReducer.reduce(&state, .typed("ad")).isEmpty, "the same text changes nothing")
    #expect(SearchReducer.reduce(&state, .paused("a")).isEmpty, "a pause of an older query")
    #expect(SearchReducer.reduce(&state, .paused("ad")) == [.search("ad")])
    #expect(state == SearchFrame("ad", .searching))
    #expect(SearchReducer.reduce(&state, .found("a", ["Ada"])).isEmpty)
    #expect(state.status == .searching, "an answer for an older query is ignored")
    _ = SearchReducer.reduce(&state, .found("ad", ["Ada Lovelace"]))
    #expect(state == SearchFrame("ad", .results(["Ada Lovelace"])))
    #expect(SearchReducer.reduce(&state, .paused("")).isEmpty)
  }

  @Test func feedAsksForTheNextPageOnlyWhenIdleAndRefreshStartsOver() {
    var state = FeedPaging()
    #expect(FeedReducer.reduce(&state, .opened(restoredPages: 2)) == [.load(1...2)])
    #expect(FeedReducer.reduce(&state, .loadMore).isEmpty, "nothing while a page loads")
    let page = FeedPage(number: 1, items: [], isLast: false)
    _ = FeedReducer.reduce(&state, .arrived(page, moreToCome: false))
    #expect(state.status == .idle)
    #expect(FeedReducer.reduce(&state, .loadMore) == [.load(2...2)])
    #expect(FeedReducer.reduce(&state, .refresh) == [.load(1...1)])
    #expect(state.pages == 0 && state.status == .loadingFirstPage)
  }

  @Test func loginSubmitsOnceAndNavigationStaysPendingUntilDone() {
    var state = LoginStoreState(form: LoginForm(email: "ada@lab.org", password: "0123456789"))
    #expect(LoginReducer.reduce(&state, .submit) == [.signIn(email: "ada@lab.org", password: "0123456789")])
    #expect(LoginReducer.reduce(&state, .submit).isEmpty, "a second tap while submitting")
    _ = LoginReducer.reduce(&state, .signedIn)
    #expect(state.navigationPending && state.form.status == .signedIn)
    _ = LoginReducer.reduce(&state, .navigated)
    #expect(!state.navigationPending)
  }

  @Test func tickerStreamsWhileWatchedAndStopsOnlyAfterTheTimeout() {
    var state = TickerStoreState(symbol: "ACME")
    #expect(TickerReducer.reduce(&state, .viewStarted) == [.cancelWait, .stream("ACME")])
    #expect(TickerReducer.reduce(&state, .viewStopped) == [.waitUnwatched])
    #expect(TickerReducer.reduce(&state, .viewStarted) == [.cancelWait], "a rotation keeps the stream")
    #expect(TickerReducer.reduce(&state, .unwatchedLongEnough).isEmpty, "watched again: the timer is stale")
    _ = TickerReducer.reduce(&state, .viewStopped)
    #expect(TickerReducer.reduce(&state, .unwatchedLongEnough) == [.stopStream])
    #expect(TickerReducer.reduce(&state, .select("INIT")).isEmpty, "nothing streams while unwatched")
    #expect(TickerReducer.reduce(&state, .viewStarted) == [.cancelWait, .stream("INIT")])
    _ = TickerReducer.reduce(&state, .update(symbol: "ACME", .price(1)))
    #expect(state.frame == .connecting("ACME"), "an update of the old symbol is ignored")
  }

  @Test func todoSavesEachEditAndFiltersWithoutASave() {
    var state = TodoStoreState(filter: .all)
    #expect(TodoReducer.reduce(&state, .opened) == [.load])
    #expect(TodoReducer.reduce(&state, .edit(.add("eggs"))).isEmpty, "no edits while loading")
    _ = TodoReducer.reduce(&state, .loaded([]))
    let effects = TodoReducer.reduce(&state, .edit(.add("eggs")))
    #expect(effects.count == 1 && state.list.status == .saving)
    #expect(TodoReducer.reduce(&state, .edit(.filter(.completed))).isEmpty)
    #expect(state.filter == .completed)
  }
}
