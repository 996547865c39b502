import ArchMVVM

/// What the `mvi` store of Login is.
typealias LoginStore = IntentStore<LoginStoreState, LoginStoreIntent, LoginEffect>

/// The store's state: the form, and a navigation the view has not done
/// yet — state, not an event, so a rotation or the background delays it
/// but never loses or repeats it.
struct LoginStoreState: Sendable, Equatable {
  var form: LoginForm
  var navigationPending = false
}

/// Everything that can change the form: the user's typing and submit,
/// the sign-in's answer, and the view saying it navigated.
enum LoginStoreIntent: Sendable, Equatable {
  case email(String)
  case password(String)
  case submit
  case signedIn
  case failed(String)
  case navigated
}

/// What the reducer asks for.
enum LoginEffect: Sendable, Equatable {
  case signIn(email: String, password: String)
}
