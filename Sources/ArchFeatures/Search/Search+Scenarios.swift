extension Search {
  /// The debounce, the stale request cancelled, the empty query, an error
  /// and recovery; rotations during the pause and the request, a pop and a
  /// background; process death with the query saved.
  public static var scenarios: [Scenario<Search>] {
    let ada = SearchFrame("ada")
    let grace = SearchFrame("grace")
    let adaSearching = SearchFrame("ada", .searching)
    let graceSearching = SearchFrame("grace", .searching)
    let adaFound = SearchFrame("ada", .results(["Ada Lovelace", "Ada Yonath"]))
    let graceFound = SearchFrame("grace", .results(["Grace Hopper"]))
    let forgot = "MVC keeps nothing across rotation: the query and its search die with the controller"
    return [
      Scenario("searches after a pause in typing", covers: .happyPath, leaky: [.subscriptions, .objects], [
        .show(.empty, requests: 0),
        .intent(.type("ada"), ada, requests: 0),
        .advance(.milliseconds(299), ada, requests: 0),
        .advance(.milliseconds(1), adaSearching, requests: 1),
        .advance(.milliseconds(500), adaFound, requests: 1),
        .pop,
      ]),
      Scenario("typing quickly debounces to one request", covers: .happyPath, leaky: [.subscriptions, .objects], [
        .show(.empty),
        .intent(.type("a"), SearchFrame("a")),
        .advance(.milliseconds(200), SearchFrame("a")),
        .intent(.type("ad"), SearchFrame("ad")),
        .advance(.milliseconds(200), SearchFrame("ad")),
        .intent(.type("ada"), ada, requests: 0),
        .advance(.milliseconds(300), adaSearching, requests: 1),
        .advance(.milliseconds(500), adaFound, requests: 1),
        .pop,
      ]),
      Scenario("a new query cancels the stale request", covers: .happyPath, leaky: [.subscriptions, .objects], [
        .show(.empty),
        .intent(.type("ada"), ada),
        .advance(.milliseconds(300), adaSearching, requests: 1),
        .advance(.milliseconds(100), adaSearching),
        .intent(.type("grace"), grace, requests: 1),
        .advance(.milliseconds(300), graceSearching, requests: 2),
        // The stale request would have answered now: its names never show.
        .advance(.milliseconds(100), graceSearching, requests: 2),
        .advance(.milliseconds(400), graceFound, requests: 2),
        .pop,
      ]),
      Scenario(
        "an empty query clears the results and cancels the search", covers: .happyPath,
        leaky: [.subscriptions, .objects], [
          .show(.empty),
          .intent(.type("ada"), ada),
          .advance(.milliseconds(800), adaFound, requests: 1),
          .intent(.type(""), .empty, requests: 1),
          .advance(.milliseconds(300), .empty, requests: 1),
          .intent(.type("ada"), ada),
          .advance(.milliseconds(300), adaSearching, requests: 2),
          .intent(.type(""), .empty, requests: 2),
          .advance(.milliseconds(500), .empty, requests: 2),
          .pop,
        ]),
      Scenario("shows the error, then typing again recovers", covers: .error, leaky: [.subscriptions, .objects], [
        .failNext(1),
        .show(.empty),
        .intent(.type("ada"), ada),
        .advance(.milliseconds(300), adaSearching, requests: 1),
        .advance(.milliseconds(500), SearchFrame("ada", .error("offline")), requests: 1),
        .intent(.type("grace"), grace, requests: 1),
        .advance(.milliseconds(300), graceSearching, requests: 2),
        .advance(.milliseconds(500), graceFound, requests: 2),
        .pop,
      ]),
      Scenario(
        "rotation keeps the pause and the request", covers: .rotationMidFlight,
        leaky: [.subscriptions, .objects, .rendersAfterDestroy], [
          .show(.empty),
          .intent(.type("ada"), ada),
          .advance(.milliseconds(200), ada, requests: 0),
          .rotate(ada, requests: 0)
            .except(.reloadsOnRotation, .empty, requests: 0, because: forgot),
          .advance(.milliseconds(100), adaSearching, requests: 1)
            .except(.reloadsOnRotation, .empty, requests: 0, because: forgot),
          .advance(.milliseconds(200), adaSearching)
            .except(.reloadsOnRotation, .empty, requests: 0, because: forgot),
          .rotate(adaSearching, requests: 1)
            .except(.reloadsOnRotation, .empty, requests: 0, because: forgot),
          .advance(.milliseconds(300), adaFound, requests: 1)
            .except(.reloadsOnRotation, .empty, requests: 0, because: forgot),
          .pop,
        ]),
      Scenario("pop mid-flight cancels the request", covers: .popMidFlight, leaky: [.subscriptions, .objects], [
        .show(.empty),
        .intent(.type("ada"), ada),
        .advance(.milliseconds(300), adaSearching, requests: 1),
        .advance(.milliseconds(100), adaSearching),
        .pop(requests: 1),
      ]),
      Scenario("background and foreground keep the results", covers: .background, leaky: [.subscriptions, .objects], [
        .show(.empty),
        .intent(.type("ada"), ada),
        .advance(.milliseconds(800), adaFound, requests: 1),
        .background(adaFound),
        .advance(.seconds(5), adaFound, requests: 1),
        .foreground(adaFound, requests: 1),
        .intent(.type("grace"), grace),
        .advance(.milliseconds(800), graceFound, requests: 2),
        .pop,
      ]),
      Scenario(
        "process death mid-flight restores the query and searches again", covers: .processDeath,
        leaky: [.subscriptions, .objects], [
          .show(.empty),
          .intent(.type("ada"), ada),
          .advance(.milliseconds(300), adaSearching, requests: 1),
          .advance(.milliseconds(100), adaSearching),
          .processDeath,
          .restore(ada, requests: 1)
            .except(.reloadsOnRotation, .empty, requests: 1,
                    because: "MVC saves nothing: the restored controller starts empty"),
          .advance(.milliseconds(300), adaSearching, requests: 2)
            .except(.reloadsOnRotation, .empty, requests: 1, because: "MVC saves nothing: there is no query to search"),
          .advance(.milliseconds(500), adaFound, requests: 2)
            .except(.reloadsOnRotation, .empty, requests: 1, because: "MVC saves nothing: there is no query to search"),
          .pop,
        ]),
    ]
  }
}
