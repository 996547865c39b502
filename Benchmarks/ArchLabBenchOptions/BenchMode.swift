/// What one `archlab-bench` run does: the suites, or one of the modes that
/// run alone instead of them.
package enum BenchMode: Sendable, Equatable {
  /// The suites (the default): flow, matrix or both.
  case suites(SuiteOptions)
  /// `--lifecycle-fuzz N`: random lifecycle sequences against reference models.
  case lifecycleFuzz(FuzzOptions)
  /// `--lines-tree N`: `archlab loc` and `claims` on a generated tree, against cloc.
  case linesTree(LinesTreeOptions)
  /// `--scale N [--feature F]`: the scale scenarios of mvp and mvvm-flow
  /// with N cycles each, on every screen or the one named.
  case scale(cycles: Int, feature: String?)
}
