/// One step of a scenario with what it should leave on screen.
///
/// Build steps with the static helpers, one per action; a step without an
/// expectation (`failNext`) expects what the step before it expected.
///
/// ```swift
/// let steps: [ScenarioStep<UserProfile>] = [
///   .show(.loading, requests: 1),
///   .advance(.milliseconds(300), .user(ada)),
///   .rotate(.user(ada), requests: 1)
///     .except(.reloadsOnRotation, .loading, requests: 2, because: "nothing survives rotation"),
///   .pop,
/// ]
/// ```
public struct ScenarioStep<F: Feature>: Sendable {
  /// What happens.
  public let action: Action<F.Intent>
  /// What a disciplined variant shows afterwards; `nil`: as before.
  public let expected: Expectation<F.Frame>?
  /// Declared differences, by trait; the first that applies wins.
  package private(set) var deviations: [Deviation<F.Frame>] = []

  /// A step of `action` expecting `expected` (`nil`: as the step before).
  public init(_ action: Action<F.Intent>, expecting expected: Expectation<F.Frame>?) {
    self.action = action
    self.expected = expected
  }

  /// This step, where variants with `trait` show `frame` instead.
  public func except(
    _ trait: VariantTraits, _ frame: F.Frame?, requests: Int? = nil, because reason: String
  ) -> ScenarioStep {
    var step = self
    step.deviations.append(Deviation(trait: trait, expected: Expectation(frame, requests: requests), reason: reason))
    return step
  }

  /// What a variant with `traits` should show after this step: its
  /// deviation, else the step's expectation, else `previous` (the step
  /// before's).
  public func expected(for traits: VariantTraits, after previous: Expectation<F.Frame>) -> Expectation<F.Frame> {
    deviation(for: traits)?.expected ?? expected ?? previous
  }

  /// The deviation that applies to a variant with `traits`, if any.
  package func deviation(for traits: VariantTraits) -> Deviation<F.Frame>? {
    deviations.first { !traits.isDisjoint(with: $0.trait) }
  }

  /// Opens the screen.
  public static func show(_ frame: F.Frame, requests: Int? = nil) -> ScenarioStep {
    ScenarioStep(.show, expecting: Expectation(frame, requests: requests))
  }
  /// Rotates the screen.
  public static func rotate(_ frame: F.Frame, requests: Int? = nil) -> ScenarioStep {
    ScenarioStep(.rotate, expecting: Expectation(frame, requests: requests))
  }
  /// Leaves the screen; nothing is shown afterwards.
  public static var pop: ScenarioStep { ScenarioStep(.pop, expecting: .noView) }
  /// Leaves the screen, with the request count so far.
  public static func pop(requests: Int) -> ScenarioStep {
    ScenarioStep(.pop, expecting: Expectation(nil, requests: requests))
  }
  /// Sends the app to the background.
  public static func background(_ frame: F.Frame, requests: Int? = nil) -> ScenarioStep {
    ScenarioStep(.background, expecting: Expectation(frame, requests: requests))
  }
  /// Brings the app back.
  public static func foreground(_ frame: F.Frame, requests: Int? = nil) -> ScenarioStep {
    ScenarioStep(.foreground, expecting: Expectation(frame, requests: requests))
  }
  /// Kills the process; nothing is shown afterwards.
  public static var processDeath: ScenarioStep { ScenarioStep(.processDeath, expecting: .noView) }
  /// Rebuilds the screen from the bundle saved at process death.
  public static func restore(_ frame: F.Frame, requests: Int? = nil) -> ScenarioStep {
    ScenarioStep(.restore, expecting: Expectation(frame, requests: requests))
  }
  /// The user does `intent`.
  public static func intent(_ intent: F.Intent, _ frame: F.Frame, requests: Int? = nil) -> ScenarioStep {
    ScenarioStep(.intent(intent), expecting: Expectation(frame, requests: requests))
  }
  /// Virtual time passes.
  public static func advance(_ duration: Duration, _ frame: F.Frame, requests: Int? = nil) -> ScenarioStep {
    ScenarioStep(.advance(duration), expecting: Expectation(frame, requests: requests))
  }
  /// The fake fails its next `count` requests; the screen does not change.
  public static func failNext(_ count: Int) -> ScenarioStep {
    ScenarioStep(.failNextRequests(count), expecting: nil)
  }
}
