extension Login {
  /// Validation, the happy path, a wrong password; a rotation, a pop and
  /// the background while the sign-in is in flight; process death before
  /// and during the submit. The navigation count in every frame shows
  /// whether the one-shot event arrived exactly once.
  public static var scenarios: [Scenario<Login>] {
    let ada = "ada@lab.org"
    let password = "analytical"
    let empty = LoginFrame()
    let emailOnly = LoginFrame(email: ada, emailValid: true)
    let ready = LoginFrame(email: ada, emailValid: true, passwordLength: 10, passwordValid: true, submitEnabled: true)
    let submitting = ready.with(.submitting, submit: false)
    let signedIn = ready.with(.signedIn, submit: false, navigations: 1)
    let reload = "nothing outlives the view (the MVC controller, the article's presenter): the new one starts empty"
    let died = "the request died with the old controller: nobody navigates"
    let restart = "nothing is saved (MVC, the article's presenter): the restored view starts with an empty form"
    let typing: [ScenarioStep<Login>] = [
      .show(empty, requests: 0),
      .intent(.email(ada), emailOnly),
      .intent(.password(password), ready),
    ]
    return [
      Scenario("invalid input keeps submit disabled", leaky: [.subscriptions, .objects], [
        .show(empty, requests: 0),
        .intent(.email("ada"), LoginFrame(email: "ada")),
        .intent(.password("short"), LoginFrame(email: "ada", passwordLength: 5)),
        .intent(.submit, LoginFrame(email: "ada", passwordLength: 5), requests: 0),
        .intent(.email(ada), LoginFrame(email: ada, emailValid: true, passwordLength: 5)),
        .intent(.submit, LoginFrame(email: ada, emailValid: true, passwordLength: 5), requests: 0),
        .intent(.password(password), ready, requests: 0),
        .pop,
      ]),
      Scenario("valid input signs in and navigates once", covers: .happyPath,
               leaky: [.subscriptions, .objects], typing + [
        .intent(.submit, submitting, requests: 1),
        .intent(.submit, submitting, requests: 1),
        .advance(.milliseconds(500), signedIn, requests: 1),
        .advance(.seconds(1), signedIn, requests: 1),
        .pop,
      ]),
      Scenario("wrong password shows the error, then a resubmit navigates", covers: .error,
               leaky: [.subscriptions, .objects], [.failNext(1)] + typing + [
        .intent(.submit, submitting, requests: 1),
        .advance(.milliseconds(500), ready.with(.error("wrong password"), submit: true), requests: 1),
        .intent(.submit, submitting, requests: 2),
        .advance(.milliseconds(500), signedIn, requests: 2),
        .pop,
      ]),
      Scenario(
        "rotation mid-submit navigates exactly once, from the new view", covers: .rotationMidFlight,
        leaky: [.subscriptions, .objects, .rendersAfterDestroy], typing + [
          .intent(.submit, submitting, requests: 1),
          .advance(.milliseconds(200), submitting),
          .rotate(submitting, requests: 1)
            .except(.reloadsOnRotation, empty, requests: 1, because: reload),
          .advance(.milliseconds(300), signedIn, requests: 1)
            .except(.reloadsOnRotation, empty, requests: 1, because: died)
            .except(.keepsSubscriptionsAlive, ready.with(.signedIn, submit: false), requests: 1, because: """
              the destroyed view's forgotten collector is the channel's oldest: the dead view navigates \
              (and renders after destroy), this one shows ×0
              """),
          .pop,
        ]),
      Scenario("pop mid-submit cancels the request and never navigates", covers: .popMidFlight,
               leaky: [.subscriptions, .objects], typing + [
        .intent(.submit, submitting, requests: 1),
        .advance(.milliseconds(200), submitting),
        .pop(requests: 1),
      ]),
      // NB: collect the events with `minimum: .created` in LoginFlowView and mvvm-flow navigates from the background.
      Scenario("background mid-submit navigates once, after foreground", covers: .background,
               leaky: [.subscriptions, .objects], typing + [
        .intent(.submit, submitting, requests: 1),
        .background(submitting),
        .advance(.milliseconds(500), submitting, requests: 1)
          .except(.reloadsOnRotation, signedIn, requests: 1,
                  because: "the controller navigates the moment the answer arrives, from the background")
          .except(.keepsSubscriptionsAlive, signedIn, requests: 1,
                  because: "the stopped view's forgotten collectors still receive: it navigates from the background")
          .except(.rendersWhileStopped, ready.with(.signedIn, submit: false), requests: 1,
                  because: "its tracking ignores the lifecycle: the stopped view renders the sign-in "
                    + "from the background"),
        .foreground(signedIn, requests: 1),
        .advance(.seconds(1), signedIn),
        .pop,
      ]),
      Scenario("process death restores the email, never the password", covers: .processDeath,
               leaky: [.subscriptions, .objects], typing + [
        .processDeath,
        .restore(emailOnly, requests: 0)
          .except(.reloadsOnRotation, empty, requests: 0, because: restart),
        .intent(.password(password), ready)
          .except(.reloadsOnRotation, LoginFrame(passwordLength: 10, passwordValid: true), because: restart),
        .pop,
      ]),
      Scenario("process death mid-submit restores the email, not the submit", covers: .processDeath,
               leaky: [.subscriptions, .objects], typing + [
        .intent(.submit, submitting, requests: 1),
        .advance(.milliseconds(200), submitting),
        .processDeath,
        .restore(emailOnly, requests: 1)
          .except(.reloadsOnRotation, empty, requests: 1, because: restart),
        .advance(.milliseconds(500), emailOnly, requests: 1)
          .except(.reloadsOnRotation, empty, requests: 1, because: restart),
        .pop,
      ]),
    ]
  }
}

extension LoginFrame {
  /// This frame with another status and submit button (and navigations).
  fileprivate func with(_ status: LoginStatus, submit: Bool, navigations: Int = 0) -> LoginFrame {
    var frame = self
    frame.status = status
    frame.submitEnabled = submit
    frame.navigations = navigations
    return frame
  }
}
