extension ArchLabReport {
  /// One line per matrix row that did not pass: a disciplined variant that
  /// failed a scenario, a control not caught as declared, or a scale or
  /// duplicate-counting run whose steps mismatched. Empty when every row
  /// passed; `archlab compare` exits 1 otherwise, after printing.
  ///
  /// ```swift
  /// report.failures
  /// // ["profile / mvi: 7 of 8 scenarios passed (failed: loads the user), 57 mismatched steps in the scale
  /// //   and duplicate-counting runs"]
  /// ```
  public var failures: [String] {
    matrix.filter { !$0.isPassing }.map { row in
      var line = "\(row.feature) / \(row.variant): \(row.passed) of \(row.scenarios) scenarios passed"
      if !row.failedScenarios.isEmpty { line += " (failed: \(row.failedScenarios.joined(separator: "; ")))" }
      if row.mismatchedSteps > 0 {
        line += ", \(row.mismatchedSteps) mismatched step\(row.mismatchedSteps == 1 ? "" : "s") in the scale "
          + "and duplicate-counting runs"
      }
      return line
    }
  }
}
