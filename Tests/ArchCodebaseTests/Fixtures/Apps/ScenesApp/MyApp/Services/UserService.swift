// Talks to the server.
final class UserService {
  func currentUser() -> User { User(name: "Ann") }
}
