/// Moves between screens.
final class LoginCoordinator {
  let view = LoginView()
}
