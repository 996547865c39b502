/// A value of `--suite`: which measurements a run makes.
package enum BenchSuite: String, CaseIterable, Sendable {
  /// ArchFlow's micro benchmarks against raw baselines, AsyncStream and Observation.
  case flow
  /// Every screen × variant of the feature suite, timed, with the article's claims.
  case matrix
  /// Both, the default.
  case all

  /// The suites `all` stands for, in the order a run makes them.
  package static let each: [BenchSuite] = [.flow, .matrix]

  /// The suites this value stands for: itself, or ``each`` for `all`.
  package var expanded: [BenchSuite] { self == .all ? Self.each : [self] }
}
