import ArchMetrics

/// A micro benchmark summary for the HTML tests: two floors, three rows
/// divided by them (one 42× its floor), one target that passes and one
/// that misses.
enum BenchmarkFixtures {
  static let summary = BenchmarkSummary(
    rows: [
      .init(name: "Raw.emit (1 subscriber)", unit: "ns/emit", median: 36.6),
      .init(
        name: "StateFlow.emit (1 subscriber)", unit: "ns/emit", median: 61.1, baseline: "Raw.emit (1 subscriber)",
        ratio: 1.67),
      .init(name: "Raw.subscribeCancel (0 others)", unit: "ns/pair", median: 90.4),
      .init(
        name: "StateFlow.subscribeCancel (0 others)", unit: "ns/pair", median: 310.1,
        baseline: "Raw.subscribeCancel (0 others)", ratio: 3.43),
      .init(
        name: "Observation.emit (1 observer)", unit: "ns/emit", median: 1_566, baseline: "Raw.emit (1 subscriber)",
        ratio: 42.79),
    ],
    targets: [
      .init(
        title: "StateFlow.emit ≤ 2× raw at N = 1", row: "StateFlow.emit (1 subscriber)", limit: 2, ratio: 1.67,
        pass: true),
      .init(
        title: "subscribe + cancel ≤ 3× raw (0 others)", row: "StateFlow.subscribeCancel (0 others)", limit: 3,
        ratio: 3.43, pass: false),
    ],
    machine: "vm, 2 cores, Debian GNU/Linux 12 (bookworm), Swift 6.3, release build",
    date: "2026-12-01T11:11:26Z",
    notes: ["Raw rows: a pthread_mutex_t used through its pointer."])
}
