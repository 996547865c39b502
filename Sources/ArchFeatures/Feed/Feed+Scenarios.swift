extension Feed {
  /// The first page, load more to the end, refresh, errors on page 1 and
  /// page 2; a rotation and a pop during load more; background; process
  /// death with the pages shown saved, idle and mid-flight.
  public static var scenarios: [Scenario<Feed>] {
    func shows(_ items: Int, _ status: FeedStatus) -> FeedFrame { FeedFrame(items: items, status: status) }
    let loading = shows(0, .loadingFirstPage)
    let page = Duration.milliseconds(300)
    let reload = "nothing outlives the view (the MVC controller, the article's presenter): the new one loads page 1"
    let restart = "nothing is saved (MVC, the article's presenter): the restored view loads page 1 only"
    let uncancelled = "the load more nobody cancelled lands in the refreshed list, page 3 as its first"
    return [
      Scenario("loads the first page", covers: .happyPath, leaky: [.subscriptions, .objects], [
        .show(loading, requests: 1),
        .advance(page, shows(10, .idle), requests: 1),
        .pop,
      ]),
      Scenario(
        "loads more to the end, then asks no more", covers: .happyPath, leaky: [.subscriptions, .objects], [
          .show(loading, requests: 1),
          .advance(page, shows(10, .idle)),
          .intent(.loadMore, shows(10, .loadingMore), requests: 2),
          .intent(.loadMore, shows(10, .loadingMore), requests: 2),  // a second tap while loading: no duplicate
          .advance(page, shows(20, .idle), requests: 2),
          .intent(.loadMore, shows(20, .loadingMore), requests: 3),
          .advance(page, shows(30, .end), requests: 3),
          .intent(.loadMore, shows(30, .end), requests: 3),  // the end: no request
          .advance(.seconds(1), shows(30, .end), requests: 3),
          .pop,
        ]),
      Scenario(
        "refresh drops the pages and cancels the load in flight", covers: .happyPath,
        leaky: [.subscriptions, .objects], [
          .show(loading, requests: 1),
          .advance(page, shows(10, .idle)),
          .intent(.loadMore, shows(10, .loadingMore), requests: 2),
          .advance(page, shows(20, .idle)),
          .intent(.loadMore, shows(20, .loadingMore), requests: 3),
          .advance(.milliseconds(100), shows(20, .loadingMore)),
          .intent(.refresh, loading, requests: 4),
          .advance(.milliseconds(200), loading, requests: 4)  // page 3 would have landed here
            .except(.leavesEffectsRunning, shows(10, .end), requests: 4, because: uncancelled),
          .advance(.milliseconds(100), shows(10, .idle), requests: 4)
            .except(.leavesEffectsRunning, shows(20, .idle), requests: 4, because: uncancelled),
          .pop,
        ]),
      Scenario(
        "an error on page 2 keeps page 1, then load more retries it", covers: .error,
        leaky: [.subscriptions, .objects], [
          .show(loading, requests: 1),
          .advance(page, shows(10, .idle)),
          .failNext(1),
          .intent(.loadMore, shows(10, .loadingMore), requests: 2),
          .advance(page, shows(10, .error("offline")), requests: 2),
          .intent(.loadMore, shows(10, .loadingMore), requests: 3),
          .advance(page, shows(20, .idle), requests: 3),
          .pop,
        ]),
      Scenario("an error on the first page, then refresh", covers: .error, leaky: [.subscriptions, .objects], [
        .failNext(1),
        .show(loading, requests: 1),
        .advance(page, shows(0, .error("offline"))),
        .intent(.refresh, loading, requests: 2),
        .advance(page, shows(10, .idle), requests: 2),
        .pop,
      ]),
      Scenario(
        "rotation during load more keeps the request", covers: .rotationMidFlight,
        leaky: [.subscriptions, .objects, .rendersAfterDestroy], [
          .show(loading, requests: 1),
          .advance(page, shows(10, .idle)),
          .intent(.loadMore, shows(10, .loadingMore), requests: 2),
          .advance(.milliseconds(100), shows(10, .loadingMore)),
          .rotate(shows(10, .loadingMore), requests: 2)
            .except(.reloadsOnRotation, loading, requests: 3, because: reload),
          .advance(.milliseconds(200), shows(20, .idle), requests: 2)
            .except(.reloadsOnRotation, loading, requests: 3, because: reload),
          .advance(.milliseconds(100), shows(20, .idle))
            .except(.reloadsOnRotation, shows(10, .idle), requests: 3, because: reload),
          .pop,
        ]),
      Scenario(
        "pop during load more cancels the request", covers: .popMidFlight, leaky: [.subscriptions, .objects], [
          .show(loading, requests: 1),
          .advance(page, shows(10, .idle)),
          .intent(.loadMore, shows(10, .loadingMore), requests: 2),
          .advance(.milliseconds(100), shows(10, .loadingMore)),
          .pop(requests: 2),
        ]),
      Scenario(
        "background and foreground keep the pages", covers: .background, leaky: [.subscriptions, .objects], [
          .show(loading, requests: 1),
          .advance(page, shows(10, .idle)),
          .intent(.loadMore, shows(10, .loadingMore), requests: 2),
          .advance(page, shows(20, .idle)),
          .background(shows(20, .idle)),
          .advance(.seconds(5), shows(20, .idle)),
          .foreground(shows(20, .idle), requests: 2),
          .intent(.loadMore, shows(20, .loadingMore), requests: 3),
          .advance(page, shows(30, .end), requests: 3),
          .pop,
        ]),
      Scenario(
        "process death reloads the pages shown", covers: .processDeath, leaky: [.subscriptions, .objects], [
          .show(loading, requests: 1),
          .advance(page, shows(10, .idle)),
          .intent(.loadMore, shows(10, .loadingMore), requests: 2),
          .advance(page, shows(20, .idle)),
          .processDeath,
          .restore(loading, requests: 3),
          .advance(page, shows(10, .loadingMore), requests: 4)
            .except(.reloadsOnRotation, shows(10, .idle), requests: 3, because: restart),
          .advance(page, shows(20, .idle), requests: 4)
            .except(.reloadsOnRotation, shows(10, .idle), requests: 3, because: restart),
          .intent(.loadMore, shows(20, .loadingMore), requests: 5)
            .except(.reloadsOnRotation, shows(10, .loadingMore), requests: 4, because: restart),
          .advance(page, shows(30, .end), requests: 5)
            .except(.reloadsOnRotation, shows(20, .idle), requests: 4, because: restart),
          .pop,
        ]),
      Scenario(
        "process death during load more saves only the pages shown", covers: .processDeath,
        leaky: [.subscriptions, .objects], [
          .show(loading, requests: 1),
          .advance(page, shows(10, .idle)),
          .intent(.loadMore, shows(10, .loadingMore), requests: 2),
          .advance(.milliseconds(100), shows(10, .loadingMore)),
          .processDeath,
          .restore(loading, requests: 3),
          .advance(page, shows(10, .idle), requests: 3),
          .pop,
        ]),
    ]
  }
}
