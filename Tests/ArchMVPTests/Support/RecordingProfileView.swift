import ArchTestSupport
@testable import ArchFeatures

/// A fake view for unit tests of the suite's UserProfile presenters: no
/// screen, it just writes down what it was told.
final class RecordingProfileView: UserProfileContract {
  let frames = Box<[UserProfileFrame]>([])

  func showLoading() { frames.withLock { $0.append(.loading) } }
  func show(user: User) { frames.withLock { $0.append(.user(user)) } }
  func showError(_ message: String) { frames.withLock { $0.append(.error(message)) } }
}
