import ArchCodebase
import ArchMetrics

/// A small report for renderer and diff tests: two features, three
/// variants (one leaky), two timings, three claims.
enum SampleReport {
  static let features = ["profile", "search"]
  static let variants = ["mvp", "mvp-leaky", "mvvm-flow"]

  /// A summary with the given figures, as a significance test sees them.
  static func summary(
    mean: Double, sd: Double, count: Int, median: Double? = nil, p99: Double? = nil
  ) -> SampleSummary {
    var summary = SampleSummary([])
    summary.count = count
    summary.mean = mean
    summary.standardDeviation = sd
    summary.median = median ?? mean
    summary.p99 = p99 ?? mean + 3 * sd
    summary.min = mean - 2 * sd
    summary.max = mean + 4 * sd
    return summary
  }

  static func make(claim firstClaim: String = "the presenter is 40–60 % of a screen's code") -> ArchLabReport {
    var lines: [LinesRow] = []
    var matrix: [MatrixRow] = []
    for (f, feature) in features.enumerated() {
      for (v, variant) in variants.enumerated() {
        let logic = variant.hasPrefix("mvvm") ? "viewModel" : "presenter"
        let codes = [("model", 40 + 10 * f), ("view", 60 + 5 * v), (logic, 80 + 20 * f + 3 * v)]
        let total = Double(codes.reduce(0) { $0 + $1.1 })
        lines += codes.map {
          LinesRow(feature: feature, variant: variant, role: $0.0, code: $0.1, share: Double($0.1) / total)
        }
        let leaky = variant == "mvp-leaky"
        matrix.append(
          MatrixRow(
            feature: feature, variant: variant, scenarios: 9, passed: leaky ? 7 : 9,
            liveSubscriptions: leaky ? 200 : 0, liveTasks: 0, objectsAlive: leaky ? 400 : 0,
            rendersAfterDestroy: leaky ? 150 : 0, completedForNobody: leaky ? 12 : 0,
            duplicateRequestsPerRotation: 0, upstreamIdleAfterPop: leaky ? nil : 0.25,
            popLatency: summary(mean: 12_000 + 1_000 * Double(v), sd: 800, count: 200)))
      }
    }
    return ArchLabReport(
      machine: "Linux x86_64, 2 cores, Swift 6.3.1, release", command: "archlab-bench --cycles 200", cycles: 200,
      lines: lines, matrix: matrix,
      timings: [
        TimingRow(
          name: "cancel a callback subscription",
          nanoseconds: summary(mean: 95, sd: 12, count: 1_000, median: 90, p99: 160)),
        TimingRow(
          name: "cancel a task-based subscription",
          nanoseconds: summary(mean: 4_200, sd: 600, count: 1_000, median: 4_000, p99: 7_900)),
      ],
      claims: [
        ClaimRow(
          claim: firstClaim, measured: "presenter 41–47 % on two screens", verdict: .holds, method: "lines by role"),
        ClaimRow(
          claim: "MVVM needs less code than MVP", measured: "within 5 % on one of two screens", verdict: .partly,
          method: "total lines"),
        ClaimRow(
          claim: "forgetting to cancel leaks nothing", measured: "200 live subscriptions after 200 cycles",
          verdict: .doesNotHold, method: "leak matrix"),
      ])
  }

  /// The blocks of a text rendering: title line, underline, table lines.
  static func textBlocks(_ text: String) -> [(title: String, lines: [Substring])] {
    text.split(separator: "\n\n").dropFirst().map { block in
      let lines = block.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.isEmpty }
      return (String(lines[0]), Array(lines.dropFirst(2)))
    }
  }

  /// `text` without ANSI escape sequences.
  static func strippingANSI(_ text: String) -> String {
    var out = ""
    var inEscape = false
    for character in text {
      if character == "\u{1B}" { inEscape = true; continue }
      if inEscape { if character == "m" { inEscape = false }; continue }
      out.append(character)
    }
    return out
  }
}
