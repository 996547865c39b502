/// What a leaky control must leak: the kinds of leak the probes must find
/// after each scenario, no more and no fewer. A control "passes" a scenario
/// when the probes caught exactly what it declares.
///
/// Most controls leak the same kinds everywhere, with a few scenarios where
/// their mistake shows differently (or not at all):
///
/// ```swift
/// LeakDeclaration([.wastedUpstream], except: ["loads the user": []])
/// ```
public struct LeakDeclaration: Sendable, Equatable {
  /// The kinds every scenario must show, unless ``byScenario`` says otherwise.
  package var kinds: Set<LeakKind>
  /// The kinds of the scenarios that differ, by scenario name.
  package var byScenario: [String: Set<LeakKind>]
  /// Whether scenarios without an entry in ``byScenario`` take their own
  /// ``Scenario/leaky`` set rather than ``kinds``: the declaration of the
  /// `mvp-leaky` controls, whose mistake the scenarios were written for.
  package var followsScenarios: Bool

  /// `kinds` in every scenario but those in `except`.
  public init(_ kinds: Set<LeakKind>, except: [String: Set<LeakKind>] = [:]) {
    self.kinds = kinds
    byScenario = except
    followsScenarios = false
  }

  /// Each scenario's own ``Scenario/leaky`` set, but those in `except`.
  public static func asScenariosDeclare(except: [String: Set<LeakKind>] = [:]) -> LeakDeclaration {
    var declaration = LeakDeclaration([], except: except)
    declaration.followsScenarios = true
    return declaration
  }

  /// What the probes must find after `scenario`.
  package func kinds<F: Feature>(in scenario: Scenario<F>) -> Set<LeakKind> {
    byScenario[scenario.name] ?? (followsScenarios ? scenario.leaky : kinds)
  }
}
