/// `--lines-tree N [--runs R]`: the line-counting mode.
package struct LinesTreeOptions: Sendable, Equatable {
  /// `--runs` when not given.
  package static let defaultRuns = 3
  /// The growth rows' sizes, as multiples of `files`: 1×, 10× and 20×.
  package static let growthFactors = [1, 10, 20]
  /// The most time 10× the files may take, as a multiple of 1×'s: about
  /// linear, with room for the caches a larger tree misses.
  package static let growthLimit = 15.0

  /// Files in the larger generated tree; the smaller has a tenth.
  package var files: Int
  /// Runs of each tool, of which the median is shown.
  package var runs: Int

  /// Creates the options of a lines-tree run.
  package init(files: Int, runs: Int = Self.defaultRuns) {
    self.files = files
    self.runs = runs
  }

  /// The files of each growth row: `files` times each of ``growthFactors``.
  package var growthSizes: [Int] { Self.growthFactors.map { files * $0 } }

  /// Whether `seconds` at the growth sizes grew about linearly: each
  /// size's time at most ``growthLimit`` ÷ 10 times its share of 1×'s.
  package static func isLinear(_ seconds: [Double]) -> Bool {
    guard let first = seconds.first, first > 0 else { return true }
    return zip(growthFactors, seconds).allSatisfy { factor, time in
      time / first <= Double(factor) * growthLimit / 10
    }
  }
}
