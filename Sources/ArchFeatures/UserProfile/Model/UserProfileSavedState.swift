import ArchHost
import Foundation

/// How every UserProfile variant that keeps state puts the screen into the
/// saved-state bundle: the loaded user as JSON, so a restored screen shows
/// the same frame without asking the service again.
public enum UserProfileSavedState {
  /// The key of this screen's entry in the saved-state bundle.
  public static let userKey = "profile.user"

  /// The user loaded before the process died, if any.
  public static func restoredUser(in saved: SavedStateRegistry) -> User? {
    guard let json = saved.restored?[userKey] else { return nil }
    return try? JSONDecoder().decode(User.self, from: Data(json.utf8))
  }

  /// Registers the provider asked at process death. `user` must not
  /// capture a view (the registry outlives views).
  public static func register(in saved: SavedStateRegistry, user: @escaping @Sendable () -> User?) {
    saved.register(userKey) {
      guard let user = user(), let data = try? JSONEncoder().encode(user) else { return nil }
      return String(decoding: data, as: UTF8.self)
    }
  }
}
