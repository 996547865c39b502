import ArchCodebase
import Foundation

/// Reads the JSON that `swift test --enable-code-coverage` leaves at
/// `swift test --show-codecov-path` (llvm-cov's export format; lcov and
/// JaCoCo read as well, by ``/ArchCodebase/CoverageFile``) and sums the line coverage of
/// the feature suite's presenter and view-model files.
///
/// ```swift
/// let figures = try CoverageReader.figures(from: Data(contentsOf: url))
/// figures.presenters.fraction  // 0.97
/// ```
public enum CoverageReader {
  /// Why a coverage file could not be used.
  public struct Failure: Error, CustomStringConvertible {
    /// What went wrong.
    public var description: String
  }

  /// The presenters' and view models' coverage in `data`, read by the
  /// same ``/ArchCodebase/CoverageFile`` as `archlab claims --coverage`.
  public static func figures(from data: Data) throws -> CoverageFigures {
    let file: CoverageFile
    do {
      file = try CoverageFile(data: data)
    } catch {
      throw Failure(description: error.description)
    }
    let records = file.records.filter { $0.path.contains("/Sources/ArchFeatures/") }
    func sum(_ suffix: String) -> LineCoverage {
      records.filter { $0.path.hasSuffix(suffix) }.reduce(LineCoverage(covered: 0, count: 0)) {
        LineCoverage(covered: $0.covered + $1.lines.covered, count: $0.count + $1.lines.count)
      }
    }
    let figures = CoverageFigures(presenters: sum("Presenter.swift"), viewModels: sum("ViewModel.swift"))
    guard figures.presenters.count > 0 || figures.viewModels.count > 0 else {
      throw Failure(description: "the export covers no presenter or view-model file of Sources/ArchFeatures")
    }
    return figures
  }
}
