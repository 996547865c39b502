/// A scenario as data: a name, what it covers, its steps with the frame
/// expected after each, and what the probes must catch in a variant that
/// leaks on purpose.
///
/// After the last step the runner pops the screen if it is still shown,
/// lets a minute of virtual time pass so that work nobody cancelled can
/// finish, and reads the probes.
///
/// ```swift
/// Scenario<UserProfile>("loads the user", covers: .happyPath, leaky: [.subscriptions, .objects], [
///   .show(.loading, requests: 1),
///   .advance(.milliseconds(300), .user(ada)),
///   .pop,
/// ])
/// ```
public struct Scenario<F: Feature>: Sendable {
  /// A short sentence, unique within the feature: `"rotation mid-flight keeps the request"`.
  public let name: String
  /// Which of the required situations it covers.
  public let covers: ScenarioCoverage
  /// The steps, in order.
  public let steps: [ScenarioStep<F>]
  /// What the probes must find in a ``VariantTraits/leaksOnPurpose``
  /// variant after this scenario; empty means its mistake does not matter
  /// here and its probes must read clean.
  public let leaky: Set<LeakKind>

  /// A scenario named `name`.
  public init(
    _ name: String, covers: ScenarioCoverage = [], leaky: Set<LeakKind>, _ steps: [ScenarioStep<F>]
  ) {
    self.name = name
    self.covers = covers
    self.leaky = leaky
    self.steps = steps
  }
}

/// The situations every feature's scenario list must cover between its
/// scenarios.
///
/// ```swift
/// Scenario<Search>("…", covers: [.rotationMidFlight, .error], leaky: []) { … }
/// ```
public struct ScenarioCoverage: OptionSet, Hashable, Sendable, CaseIterable, CustomStringConvertible {
  /// The bits.
  public let rawValue: Int
  /// Coverage from bits.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// Everything goes right.
  public static let happyPath = ScenarioCoverage(rawValue: 1 << 0)
  /// A request fails.
  public static let error = ScenarioCoverage(rawValue: 1 << 1)
  /// The screen rotates while work is in flight.
  public static let rotationMidFlight = ScenarioCoverage(rawValue: 1 << 2)
  /// The user leaves while work is in flight.
  public static let popMidFlight = ScenarioCoverage(rawValue: 1 << 3)
  /// The app goes to the background and comes back.
  public static let background = ScenarioCoverage(rawValue: 1 << 4)
  /// The process dies and the screen is restored.
  public static let processDeath = ScenarioCoverage(rawValue: 1 << 5)

  /// Each single situation.
  public static let allCases: [ScenarioCoverage] = [
    .happyPath, .error, .rotationMidFlight, .popMidFlight, .background, .processDeath,
  ]
  /// All of them: what a feature's list must cover.
  public static let required = ScenarioCoverage(allCases)

  /// `"happy path, error"`.
  public var description: String {
    let names = ["happy path", "error", "rotation mid-flight", "pop mid-flight", "background", "process death"]
    return zip(Self.allCases, names).filter { contains($0.0) }.map(\.1).joined(separator: ", ")
  }
}
