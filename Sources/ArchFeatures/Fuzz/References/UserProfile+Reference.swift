/// The reference model: the screen loads on open (unless restored with the
/// user), each retry loads again, and the last load decides the frame.
extension UserProfile: ReferenceModeled {
  /// The retry button, at any time.
  public static var fuzzIntents: [UserProfileIntent] { [.retry] }

  /// The user, or the error when the last load failed, and the requests its
  /// fake started; `nil` with no view.
  public static func reference(
    after actions: [Action<UserProfileIntent>], traits: VariantTraits
  ) -> ReferenceOutcome<UserProfileFrame> {
    UserProfileWorld.play(actions, traits: traits)
  }
}

struct UserProfileWorld: ReferenceWorld {
  var failuresLeft = 0
  var requests = 0
  var frame = UserProfileFrame.loading
  /// The load in flight: when it ends and whether it fails.
  private var load: (due: Duration, fails: Bool)?
  /// The user in the bundle saved at process death.
  private var saved: User?

  init(traits: VariantTraits) {}

  var nextEvent: Duration? { load?.due }

  mutating func fire(at now: Duration) {
    guard let load else { return }
    frame = load.fails ? .error("offline") : .user(UserProfile.ada)
    self.load = nil
  }

  mutating func open(restored: Bool, at now: Duration) {
    if restored, let saved {
      frame = .user(saved)
    } else {
      start(at: now)
    }
  }

  mutating func close(processDeath: Bool, at now: Duration) {
    load = nil
    guard processDeath else { return }
    if case .user(let user) = frame { saved = user } else { saved = nil }
  }

  mutating func perform(_ intent: UserProfileIntent, at now: Duration) {
    start(at: now)  // a retry replaces the load in flight
  }

  private mutating func start(at now: Duration) {
    frame = .loading
    load = (now + .milliseconds(300), beginRequest())
  }
}
