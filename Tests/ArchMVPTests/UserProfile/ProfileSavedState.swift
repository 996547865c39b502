import ArchHost
import ArchTestSupport
import Foundation

/// How the UserProfile presenters put the screen into the saved-state
/// bundle: the user id, and the loaded user as JSON, so a restored screen
/// shows the same frame without asking the service again.
enum UserProfileSavedState {
  static let userIDKey = "profile.userID"
  static let userKey = "profile.user"

  /// The user id to load: the restored one, else `fallback`.
  static func userID(in saved: SavedStateRegistry, fallback: String) -> String {
    saved.restored?[userIDKey] ?? fallback
  }

  /// The user loaded before the process died, if any.
  static func restoredUser(in saved: SavedStateRegistry) -> User? {
    guard let json = saved.restored?[userKey] else { return nil }
    return try? JSONDecoder().decode(User.self, from: Data(json.utf8))
  }

  /// Registers the providers asked at process death. `user` must not
  /// capture a view (the registry outlives views).
  static func register(in saved: SavedStateRegistry, userID: String, user: @escaping @Sendable () -> User?) {
    saved.register(userIDKey) { userID }
    saved.register(userKey) {
      guard let user = user(), let data = try? JSONEncoder().encode(user) else { return nil }
      return String(decoding: data, as: UTF8.self)
    }
  }
}
