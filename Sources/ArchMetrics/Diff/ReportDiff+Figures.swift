extension ReportDiff {
  /// One figure of one report, keyed; `summary` is set for figures from
  /// samples, `value` is `nil` for a timing the run did not measure.
  struct Figure: Equatable {
    var key: String
    var value: Double?
    var summary: SampleSummary?
    var isTiming = false
  }

  /// Every figure of `report`, in the report's order, keyed by path.
  static func figures(of report: ArchLabReport) -> [Figure] {
    var out: [Figure] = []
    for row in report.lines {
      out.append(Figure(key: "lines/\(row.feature)/\(row.variant)/\(row.role)", value: Double(row.code)))
    }
    for row in report.matrix {
      let prefix = "matrix/\(row.feature)/\(row.variant)/"
      let counts: [(String, Double)] = [
        ("scenarios", Double(row.scenarios)),
        ("passed", Double(row.passed)),
        ("mismatchedSteps", Double(row.mismatchedSteps)),
        ("liveSubscriptions", Double(row.liveSubscriptions)),
        ("liveTasks", Double(row.liveTasks)),
        ("objectsAlive", Double(row.objectsAlive)),
        ("rendersAfterDestroy", Double(row.rendersAfterDestroy)),
        ("completedForNobody", Double(row.completedForNobody)),
        ("completedStale", Double(row.completedStale)),
        ("stillInFlight", Double(row.stillInFlight)),
        ("duplicateRequestsPerRotation", row.duplicateRequestsPerRotation),
        ("upstreamIdleAfterPop", row.upstreamIdleAfterPop ?? .infinity),
      ]
      out += counts.map { Figure(key: prefix + $0.0, value: $0.1) }
      out += summaryFigures(prefix + "popLatency", row.popLatency)
    }
    for row in report.timings {
      out += summaryFigures("timings/\(row.name)", row.nanoseconds)
    }
    return out
  }

  /// Unmeasured figures for a summary that is missing or has no samples:
  /// an untimed run measured nothing there, which is not a change to zero.
  private static func summaryFigures(_ prefix: String, _ summary: SampleSummary?) -> [Figure] {
    guard let summary, summary.count > 0 else {
      return [
        Figure(key: prefix + "/median", value: nil, isTiming: true),
        Figure(key: prefix + "/p99", value: nil, isTiming: true),
      ]
    }
    return [
      Figure(key: prefix + "/median", value: summary.median, summary: summary, isTiming: true),
      Figure(key: prefix + "/p99", value: summary.p99, summary: summary, isTiming: true),
    ]
  }
}
