/// `--lines-tree N [--runs R]`: the line-counting mode.
package struct LinesTreeOptions: Sendable, Equatable {
  /// `--runs` when not given.
  package static let defaultRuns = 3

  /// Files in the larger generated tree; the smaller has a tenth.
  package var files: Int
  /// Runs of each tool, of which the median is shown.
  package var runs: Int

  /// Creates the options of a lines-tree run.
  package init(files: Int, runs: Int = Self.defaultRuns) {
    self.files = files
    self.runs = runs
  }
}
