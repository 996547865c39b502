/// What one scenario did on one variant: each step as observed, the probes
/// after teardown, and every way it differed from what was expected.
///
/// Codable, so runs can be saved and compared; the command-line timeline
/// and the metrics read it.
///
/// ```swift
/// let report = FeatureSuite.standard.run(
///   feature: "search", scenario: "typing cancels the stale request", variant: .mvp)
/// report?.passed     // true
/// report?.steps[2]   // "advance 0.3 s → results(ada: Ada Lovelace)"
/// ```
public struct ScenarioReport: Sendable, Codable, Equatable, CustomStringConvertible {
  /// The feature's name.
  public var feature: String
  /// The scenario's name.
  public var scenario: String
  /// The variant's name.
  public var variant: VariantID
  /// The variant's traits, as text.
  public var traits: String
  /// Each step as it ran.
  public var steps: [StepRecord]
  /// The probes after teardown.
  public var probes: ProbeSummary
  /// The leak kinds the scenario declared for a leaky variant, or `nil` for
  /// a disciplined one (which must read clean).
  package var expectedLeaks: [LeakKind]?
  /// Every difference from what was expected; empty when it passed.
  public var failures: [String]

  /// Whether everything was as expected.
  public var passed: Bool { failures.isEmpty }

  /// The name, the verdict and the failures, one per line.
  public var description: String {
    var text = "\(feature) / \(scenario) / \(variant): \(passed ? "passed" : "FAILED")"
    for failure in failures { text += "\n  - \(failure)" }
    return text
  }
}

/// One step as it ran.
public struct StepRecord: Sendable, Codable, Equatable, CustomStringConvertible {
  /// The action, as text: `"rotate"`, `"type(ada)"`.
  public var action: String
  /// Whether the action was a lifecycle event (show, rotate, pop, …).
  public var isLifecycleEvent: Bool
  /// Virtual time after the step, in seconds.
  public var time: Double
  /// The view after the step: `"#2 resumed"`, or `"no view"`.
  public var view: String
  /// The current view's last frame after the step, `"no view"`, or
  /// `"nothing rendered"`.
  public var shown: String
  /// What was expected, with the request count when checked.
  public var expected: String
  /// Requests the fake had started by the end of the step.
  public var requests: Int
  /// The declared reason when this variant was expected to differ here.
  public var deviation: String?
  /// Renders to destroyed views during this step.
  public var rendersAfterDestroy: [String]
  /// Whether the frame was the one expected.
  public var frameMatches: Bool
  /// The request count the step expects, when it checks one.
  public var expectedRequests: Int?

  /// Whether the request count was as expected (or not checked).
  public var requestsMatch: Bool { expectedRequests == nil || expectedRequests == requests }
  /// Whether the frame and the request count, if checked, were as expected.
  public var matches: Bool { frameMatches && requestsMatch }

  /// `"rotate → loading (#2 resumed)"`.
  public var description: String { "\(action) → \(shown) (\(view))" }
}

/// The probes after a scenario's teardown, as a value reports can store.
public struct ProbeSummary: Sendable, Codable, Equatable {
  /// Live subscriptions in the host's ledger.
  public var liveSubscriptions: Int
  /// Where they were made: `"label @ File.swift:12 on StateFlow<Int>"`.
  public var subscriptionSites: [String]
  /// Tasks still live, or only stopped by process death.
  public var liveTasks: [String]
  /// Views, presenters and view models still alive.
  public var objectsAlive: [String]
  /// Renders to destroyed views over the whole scenario.
  public var rendersAfterDestroy: Int
  /// Requests the fakes started.
  public var requestsStarted: Int
  /// Requests cancelled before they completed.
  public var requestsCancelled: Int
  /// Requests still running after teardown and a minute of virtual time:
  /// work nobody stopped.
  public var requestsInFlight: Int
  /// Requests that completed after their consumer was gone (its screen
  /// popped, or replaced by a newly opened one).
  public var requestsCompletedForNobody: Int
  /// Requests that completed while their consumer was there, after it had
  /// begun a newer request of the same service: stale answers.
  public var requestsCompletedStale: Int
  /// The leak kinds present.
  public var leakKinds: [LeakKind]
  /// One line per leak, as ``/ArchHost/ProbeReport/leaks`` words it.
  public var leaks: [String]
  /// Virtual seconds from the end of the scenario (the last pop) until no
  /// upstream work was in flight: 0 when teardown cancelled everything,
  /// the rest of a request's latency when nobody cancelled it, `nil` when
  /// work was still running after `ScenarioRunner.upstreamWatch`.
  public var upstreamIdleAfter: Double?
}
