extension UserProfile {
  /// Loading, error and retry; a rotation, a pop and a background while
  /// the request is in flight or done; process death with the user saved.
  public static var scenarios: [Scenario<UserProfile>] {
    let ada = UserProfileFrame.user(UserProfile.ada)
    let reload = "nothing outlives the view (the MVC controller, the article's presenter): the new one loads again"
    return [
      Scenario("loads the user", covers: .happyPath, leaky: [.subscriptions, .objects], [
        .show(.loading, requests: 1),
        .advance(.milliseconds(300), ada, requests: 1),
        .pop,
      ]),
      Scenario("shows the error, then retries", covers: .error, leaky: [.subscriptions, .objects], [
        .failNext(1),
        .show(.loading, requests: 1),
        .advance(.milliseconds(300), .error("offline")),
        .intent(.retry, .loading, requests: 2),
        .advance(.milliseconds(300), ada, requests: 2),
        .pop,
      ]),
      Scenario(
        "rotation mid-flight keeps the request", covers: .rotationMidFlight,
        leaky: [.subscriptions, .objects, .rendersAfterDestroy], [
          .show(.loading, requests: 1),
          .advance(.milliseconds(100), .loading),
          .rotate(.loading, requests: 1)
            .except(.reloadsOnRotation, .loading, requests: 2, because: reload),
          .advance(.milliseconds(200), ada, requests: 1)
            .except(.reloadsOnRotation, .loading, requests: 2, because: reload),
          .advance(.milliseconds(100), ada)
            .except(.reloadsOnRotation, ada, requests: 2, because: reload),
          .pop,
        ]),
      Scenario("rotation after an error keeps the error", covers: .error, leaky: [.subscriptions, .objects], [
        .failNext(1),
        .show(.loading, requests: 1),
        .advance(.milliseconds(300), .error("offline")),
        .rotate(.error("offline"), requests: 1)
          .except(.reloadsOnRotation, .loading, requests: 2, because: reload),
        .advance(.milliseconds(300), .error("offline"))
          .except(.reloadsOnRotation, ada, requests: 2, because: reload),
        .pop,
      ]),
      Scenario("pop mid-flight cancels the request", covers: .popMidFlight, leaky: [.subscriptions, .objects], [
        .show(.loading, requests: 1),
        .advance(.milliseconds(100), .loading),
        .pop(requests: 1),
      ]),
      Scenario("background and foreground keep the user", covers: .background, leaky: [.subscriptions, .objects], [
        .show(.loading, requests: 1),
        .advance(.milliseconds(300), ada),
        .background(ada),
        .advance(.seconds(5), ada),
        .foreground(ada, requests: 1),
        .pop,
      ]),
      Scenario(
        "process death restores the user without a request", covers: .processDeath,
        leaky: [.subscriptions, .objects], [
          .show(.loading, requests: 1),
          .advance(.milliseconds(300), ada),
          .processDeath,
          .restore(ada, requests: 1)
            .except(.reloadsOnRotation, .loading, requests: 2,
                    because: "nothing is saved (MVC, the article's presenter): the restored view loads again"),
          .advance(.milliseconds(300), ada),
          .pop,
        ]),
      Scenario(
        "process death mid-flight loads again on restore", covers: .processDeath,
        leaky: [.subscriptions, .objects], [
          .show(.loading, requests: 1),
          .advance(.milliseconds(100), .loading),
          .processDeath,
          .restore(.loading, requests: 2),
          .advance(.milliseconds(300), ada, requests: 2),
          .pop,
        ]),
    ]
  }
}
