import ArchFeatures

extension Counter {
  /// Six scenarios, one per situation every screen must cover.
  static var scenarios: [Scenario<Counter>] {
    [
      Scenario("counts up", covers: .happyPath, leaky: [], [
        .show(.loading, requests: 1),
        .advance(.milliseconds(200), .count(0)),
        .intent(.increment, .saving(1), requests: 2),
        .advance(.milliseconds(200), .count(1), requests: 2),
        .pop,
      ]),
      Scenario("shows the error, then retries", covers: .error, leaky: [], [
        .failNext(1),
        .show(.loading, requests: 1),
        .advance(.milliseconds(200), .error("offline")),
        .intent(.retry, .loading, requests: 2),
        .advance(.milliseconds(200), .count(0), requests: 2),
        .pop,
      ]),
      Scenario("rotation mid-load keeps the request", covers: .rotationMidFlight, leaky: [], [
        .show(.loading, requests: 1),
        .advance(.milliseconds(100), .loading),
        .rotate(.loading, requests: 1),
        .advance(.milliseconds(100), .count(0), requests: 1),
        .pop,
      ]),
      Scenario("pop mid-save cancels the request", covers: .popMidFlight, leaky: [], [
        .show(.loading, requests: 1),
        .advance(.milliseconds(200), .count(0)),
        .intent(.increment, .saving(1), requests: 2),
        .advance(.milliseconds(100), .saving(1)),
        .pop(requests: 2),
      ]),
      Scenario("background keeps the count", covers: .background, leaky: [], [
        .show(.loading, requests: 1),
        .advance(.milliseconds(200), .count(0)),
        .background(.count(0)),
        .advance(.seconds(5), .count(0)),
        .foreground(.count(0), requests: 1),
        .pop,
      ]),
      Scenario("process death restores the count without a request", covers: .processDeath, leaky: [], [
        .show(.loading, requests: 1),
        .advance(.milliseconds(200), .count(0)),
        .intent(.increment, .saving(1)),
        .advance(.milliseconds(200), .count(1), requests: 2),
        .processDeath,
        .restore(.count(1), requests: 2),
        .pop,
      ]),
    ]
  }
}
