/// A signed-in user.
struct User: Equatable {
  var name: String
}
