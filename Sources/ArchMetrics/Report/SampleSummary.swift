/// Repeated measurements reduced to what reports show and what a
/// significance test needs.
///
/// ```swift
/// let summary = SampleSummary([120, 95, 101, 99])
/// summary.median  // 99 (nearest rank)
/// ```
public struct SampleSummary: Sendable, Codable, Equatable {
  /// How many samples.
  public var count: Int
  /// Their mean.
  public var mean: Double
  /// Their sample standard deviation (n − 1); 0 for fewer than two.
  public var standardDeviation: Double
  /// The middle sample.
  public var median: Double
  /// The 99th percentile (nearest rank).
  public var p99: Double
  /// The smallest sample.
  public var min: Double
  /// The largest sample.
  public var max: Double

  /// The summary of `samples`; all zero when there are none.
  public init(_ samples: [Double]) {
    let sorted = samples.sorted()
    count = sorted.count
    guard !sorted.isEmpty else {
      mean = 0; standardDeviation = 0; median = 0; p99 = 0; min = 0; max = 0
      return
    }
    let mean = sorted.reduce(0, +) / Double(sorted.count)
    self.mean = mean
    let squares = sorted.reduce(0) { $0 + ($1 - mean) * ($1 - mean) }
    standardDeviation = sorted.count > 1 ? (squares / Double(sorted.count - 1)).squareRoot() : 0
    median = Self.percentile(0.5, of: sorted)
    p99 = Self.percentile(0.99, of: sorted)
    min = sorted[0]
    max = sorted[sorted.count - 1]
  }

  /// The nearest-rank percentile `p` (0…1) of sorted samples.
  static func percentile(_ p: Double, of sorted: [Double]) -> Double {
    let rank = Int((p * Double(sorted.count)).rounded(.up))
    return sorted[Swift.max(0, Swift.min(sorted.count - 1, rank - 1))]
  }
}
