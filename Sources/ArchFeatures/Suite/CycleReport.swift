/// What ``ScenarioRunner/cycles(_:on:count:lap:afterLap:)`` measured.
public struct CycleReport: Sendable, Codable, Equatable {
  /// The feature's name.
  public var feature: String
  /// The scenario that made one cycle.
  public var scenario: String
  /// The variant's name.
  public var variant: VariantID
  /// How many cycles ran.
  public var cycles: Int
  /// Requests the fakes started over all cycles.
  public var requests: Int
  /// Steps, over all cycles, that did not show what the scenario expected
  /// (0 for a variant that passes the scenario).
  public var mismatchedSteps: Int
  /// The real time each pop took, teardown included, in seconds.
  package var popSeconds: [Double]
  /// The real time of each `lap` cycles in turn, in seconds, when
  /// ``ScenarioRunner/cycles(_:on:count:lap:afterLap:)`` was given a lap (a last,
  /// shorter stretch is left out); empty otherwise.
  public var lapSeconds: [Double]
  /// The probes after the last cycle and the drain.
  public var probes: ProbeSummary

  /// Requests per cycle.
  public var requestsPerCycle: Double { Double(requests) / Double(cycles) }
}

extension CycleReport {
  private enum CodingKeys: String, CodingKey {
    case feature, scenario, variant, cycles, requests, mismatchedSteps, popSeconds, lapSeconds, probes
  }

  /// Decodes a report; one saved before runs were timed in laps has none.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    feature = try container.decode(String.self, forKey: .feature)
    scenario = try container.decode(String.self, forKey: .scenario)
    variant = try container.decode(VariantID.self, forKey: .variant)
    cycles = try container.decode(Int.self, forKey: .cycles)
    requests = try container.decode(Int.self, forKey: .requests)
    mismatchedSteps = try container.decode(Int.self, forKey: .mismatchedSteps)
    popSeconds = try container.decode([Double].self, forKey: .popSeconds)
    lapSeconds = try container.decodeIfPresent([Double].self, forKey: .lapSeconds) ?? []
    probes = try container.decode(ProbeSummary.self, forKey: .probes)
  }
}
