import Synchronization

/// A navigator that only counts: a frame shows the count, so a navigation
/// delivered twice reads ×2 and a lost one ×0.
///
/// ```swift
/// let navigator = FakeNavigator()
/// navigator.navigateHome()
/// navigator.navigations  // 1
/// ```
public final class FakeNavigator: LoginNavigator {
  private let count = Atomic<Int>(0)

  /// A navigator that has not navigated yet.
  public init() {}

  /// Counts one navigation home.
  public func navigateHome() {
    count.add(1, ordering: .relaxed)
  }

  /// Navigations home so far.
  public var navigations: Int { count.load(ordering: .relaxed) }

  /// Counts from zero again: a scale run's next opening of the screen
  /// shows its own navigations.
  public func resetNavigations() {
    count.store(0, ordering: .relaxed)
  }
}
