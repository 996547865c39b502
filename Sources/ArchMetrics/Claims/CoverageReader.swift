import Foundation

/// Reads the JSON that `swift test --enable-code-coverage` leaves at
/// `swift test --show-codecov-path` (llvm-cov's export format) and sums the
/// line coverage of the feature suite's presenter and view-model files.
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

  private struct Export: Decodable {
    struct Unit: Decodable { var files: [File] }
    struct File: Decodable {
      var filename: String
      var summary: Summary
    }
    struct Summary: Decodable { var lines: Lines }
    struct Lines: Decodable {
      var count: Int
      var covered: Int
    }
    var data: [Unit]
  }

  /// The presenters' and view models' coverage in `data`.
  public static func figures(from data: Data) throws -> CoverageFigures {
    let export: Export
    do {
      export = try JSONDecoder().decode(Export.self, from: data)
    } catch {
      throw Failure(description: "not an llvm-cov JSON export: \(error)")
    }
    let files = export.data.flatMap(\.files).filter { $0.filename.contains("/Sources/ArchFeatures/") }
    func sum(_ suffix: String) -> LineCoverage {
      files.filter { $0.filename.hasSuffix(suffix) }.reduce(LineCoverage(covered: 0, count: 0)) {
        LineCoverage(covered: $0.covered + $1.summary.lines.covered, count: $0.count + $1.summary.lines.count)
      }
    }
    let figures = CoverageFigures(presenters: sum("Presenter.swift"), viewModels: sum("ViewModel.swift"))
    guard figures.presenters.count > 0 || figures.viewModels.count > 0 else {
      throw Failure(description: "the export covers no presenter or view-model file of Sources/ArchFeatures")
    }
    return figures
  }
}
