extension Ticker {
  /// Live prices, an error and a refresh; a rotation while live and while
  /// connecting; a pop; a short and a long background around the 5 s stop
  /// timeout; a symbol switch; process death with the symbol saved.
  /// Prices are the opening price plus the virtual seconds elapsed (ACME
  /// opens at 100, INIT at 50); a stream ticks once a second from the
  /// moment it is subscribed.
  public static var scenarios: [Scenario<Ticker>] {
    let connecting = TickerFrame.connecting("ACME")
    let offline = TickerFrame.error("ACME", "offline")
    func acme(_ price: Double) -> TickerFrame { .live("ACME", price) }
    func initial(_ price: Double) -> TickerFrame { .live("INIT", price) }
    // After pop the leaky presenter's stream keeps ticking into the
    // destroyed views: every probe must see it.
    let everything = Set(LeakKind.allCases)
    let resubscribes = "MVC keeps nothing across rotation: the new controller subscribes again"
    let neverPauses =
      "the leaky subscription is never cancelled: the stream never pauses and ticks into the stopped view"
    return [
      Scenario("streams live prices", covers: .happyPath, leaky: everything, [
        .show(connecting, requests: 1),
        .advance(.seconds(1), acme(101)),
        .advance(.seconds(2), acme(103), requests: 1),
        .pop(requests: 1),
      ]),
      Scenario("shows the error, then refreshes", covers: .error, leaky: everything, [
        .failNext(1),
        .show(connecting, requests: 1),
        .advance(.seconds(1), offline, requests: 1),
        .intent(.refresh, connecting, requests: 2),
        .advance(.seconds(1), acme(102), requests: 2),
        .pop,
      ]),
      Scenario("rotation keeps the upstream subscription", covers: .rotationMidFlight, leaky: everything, [
        .show(connecting, requests: 1),
        .advance(.seconds(2), acme(102)),
        .rotate(acme(102), requests: 1)
          .except(.reloadsOnRotation, connecting, requests: 2, because: resubscribes),
        .advance(.seconds(1), acme(103), requests: 1)
          .except(.reloadsOnRotation, acme(103), requests: 2, because: resubscribes),
        .pop,
      ]),
      Scenario(
        "rotation while connecting keeps the failing stream", covers: [.rotationMidFlight, .error],
        leaky: everything, [
          .failNext(1),
          .show(connecting, requests: 1),
          .advance(.milliseconds(500), connecting),
          .rotate(connecting, requests: 1)
            .except(.reloadsOnRotation, connecting, requests: 2, because: resubscribes),
          .advance(.milliseconds(500), offline, requests: 1)
            .except(.reloadsOnRotation, connecting, requests: 2,
                    because: "only the first subscription was told to fail"),
          .advance(.seconds(1), offline)
            .except(.reloadsOnRotation, acme(101), requests: 2, because: "its second subscription ticks at 1.5 s"),
          .intent(.refresh, connecting, requests: 2)
            .except(.reloadsOnRotation, connecting, requests: 3, because: resubscribes),
          .advance(.seconds(1), acme(103), requests: 2)
            .except(.reloadsOnRotation, acme(103), requests: 3, because: resubscribes),
          .pop,
        ]),
      Scenario("pop stops the upstream", covers: .popMidFlight, leaky: everything, [
        .show(connecting, requests: 1),
        .advance(.seconds(2), acme(102)),
        .pop(requests: 1),
        ScenarioStep(.advance(.seconds(3)), expecting: Expectation(nil, requests: 1)),
      ]),
      Scenario("a short background keeps the upstream", covers: .background, leaky: everything, [
        .show(connecting, requests: 1),
        .advance(.milliseconds(2500), acme(102)),
        .background(acme(102), requests: 1),
        .advance(.seconds(3), acme(102), requests: 1)
          .except(.keepsSubscriptionsAlive, acme(105), requests: 1, because: neverPauses)
          .except(.rendersWhileStopped, acme(105), requests: 1,
                  because: "its tracking ignores the lifecycle: the stopped view renders"),
        .foreground(acme(105), requests: 1),
        .advance(.milliseconds(500), acme(106), requests: 1),
        .pop,
      ]),
      Scenario(
        "a long background pauses the upstream, foreground resumes it", covers: .background,
        leaky: everything, [
          .show(connecting, requests: 1),
          .advance(.milliseconds(2500), acme(102)),
          .background(acme(102), requests: 1),
          .advance(.seconds(10), acme(102), requests: 1)
            .except(.keepsSubscriptionsAlive, acme(112), requests: 1, because: neverPauses)
            .except(.rendersWhileStopped, acme(107), requests: 1,
                    because: "its tracking ignores the lifecycle: the stopped view renders until the stream stops, "
                      + "5 s later"),
          .foreground(connecting, requests: 2)
            .except(.keepsSubscriptionsAlive, acme(112), requests: 1,
                    because: "its stream never paused: nothing to resume"),
          .advance(.seconds(1), acme(113), requests: 2)
            .except(.keepsSubscriptionsAlive, acme(113), requests: 1, because: "its stream never paused"),
          .pop,
        ]),
      Scenario("switching symbol cancels the old stream", covers: .happyPath, leaky: everything, [
        .show(connecting, requests: 1),
        .advance(.seconds(1), acme(101)),
        .intent(.select("INIT"), .connecting("INIT"), requests: 2),
        .advance(.seconds(1), initial(52), requests: 2),
        .intent(.select("INIT"), initial(52), requests: 2),
        .advance(.seconds(1), initial(53), requests: 2),
        .pop,
      ]),
      Scenario("process death restores the symbol", covers: .processDeath, leaky: everything, [
        .show(connecting, requests: 1),
        .advance(.seconds(1), acme(101)),
        .intent(.select("INIT"), .connecting("INIT"), requests: 2),
        .advance(.seconds(1), initial(52)),
        .processDeath,
        .restore(.connecting("INIT"), requests: 3)
          .except(.reloadsOnRotation, connecting, requests: 3,
                  because: "MVC saves nothing: the restored controller streams the opening symbol"),
        .advance(.seconds(1), initial(53), requests: 3)
          .except(.reloadsOnRotation, acme(103), requests: 3, because: "MVC saves nothing"),
        .pop,
      ]),
    ]
  }
}
