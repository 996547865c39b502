/// The reference model: the form as typed, a 500 ms sign-in, and one
/// navigation per success — delivered at once to a started view, kept
/// until the view starts again otherwise (lost if the screen goes first).
/// The standard MVC controller (``VariantTraits/reloadsOnRotation``)
/// navigates at once, visible or not. It reuses the shared `LoginForm`.
extension Login: ReferenceModeled {
  /// Valid and invalid fields, and submit (three times as likely).
  public static var fuzzIntents: [LoginIntent] {
    [.email("ada@example.org"), .email("ada"), .password("analytical"), .password("short"), .submit, .submit, .submit]
  }

  /// The form, its status and the navigations so far, and the requests its fake
  /// started; `nil` with no view.
  public static func reference(
    after actions: [Action<LoginIntent>], traits: VariantTraits
  ) -> ReferenceOutcome<LoginFrame> {
    LoginWorld.play(actions, traits: traits)
  }
}

struct LoginWorld: ReferenceWorld {
  var failuresLeft = 0
  var requests = 0
  private var form = LoginForm()
  private let navigatesUnseen: Bool
  private var started = false
  /// The sign-in in flight: when it ends and whether it fails.
  private var signIn: (due: Duration, fails: Bool)?
  /// A success the view has not yet navigated for.
  private var navigationPending = false
  /// Navigations so far: the fake navigator outlives every screen.
  private var navigations = 0
  /// The email in the bundle saved at process death.
  private var saved = ""

  init(traits: VariantTraits) { navigatesUnseen = traits.contains(.reloadsOnRotation) }

  var frame: LoginFrame { LoginFrame(form, navigations: navigations) }
  var nextEvent: Duration? { signIn?.due }

  mutating func fire(at now: Duration) {
    guard let signIn else { return }
    self.signIn = nil
    guard !signIn.fails else {
      form.status = .error("wrong password")
      return
    }
    form.status = .signedIn
    if started || navigatesUnseen { navigations += 1 } else { navigationPending = true }
  }

  mutating func open(restored: Bool, at now: Duration) {
    form = restored ? LoginForm(email: saved) : LoginForm()
    started = true
  }

  mutating func close(processDeath: Bool, at now: Duration) {
    signIn = nil
    navigationPending = false
    started = false
    if processDeath { saved = form.email }
  }

  mutating func perform(_ intent: LoginIntent, at now: Duration) {
    switch intent {
    case .email(let email): form.type(email: email)
    case .password(let password): form.type(password: password)
    case .submit: if form.beginSubmit() { signIn = (now + .milliseconds(500), beginRequest()) }
    }
  }

  mutating func background(at now: Duration) { started = false }

  mutating func foreground(at now: Duration) {
    started = true
    if navigationPending { navigations += 1 }
    navigationPending = false
  }
}
