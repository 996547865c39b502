import ArchCodebase

/// What the claims are judged on: figures measured elsewhere in the run.
///
/// ```swift
/// let inputs = ClaimInputs(lines: lines, matrix: rows, scenarioTimes: times, coverage: nil)
/// let claims = ArticleClaims.evaluate(inputs)
/// ```
public struct ClaimInputs: Sendable {
  /// Code lines per feature × variant × role.
  public var lines: [LinesRow]
  /// Leaks and cancellation per feature × variant.
  public var matrix: [MatrixRow]
  /// Real time to run one MVP scenario headless, in nanoseconds; `nil`
  /// when not measured.
  public var presenterScenarioTime: SampleSummary?
  /// Line coverage of presenter and view-model files from
  /// `swift test --enable-code-coverage`; `nil` when not supplied.
  public var coverage: CoverageFigures?

  /// Inputs for ``ArticleClaims/evaluate(_:)``.
  public init(
    lines: [LinesRow], matrix: [MatrixRow], presenterScenarioTime: SampleSummary?, coverage: CoverageFigures?
  ) {
    self.lines = lines
    self.matrix = matrix
    self.presenterScenarioTime = presenterScenarioTime
    self.coverage = coverage
  }
}

/// Line coverage of the suite's presenters and view models.
public struct CoverageFigures: Sendable, Equatable, Codable {
  /// Every `*Presenter.swift` of the feature suite.
  public var presenters: LineCoverage
  /// Every `*ViewModel.swift` of the feature suite.
  public var viewModels: LineCoverage

  /// Figures for both groups.
  public init(presenters: LineCoverage, viewModels: LineCoverage) {
    self.presenters = presenters
    self.viewModels = viewModels
  }
}
