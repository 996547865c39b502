/// How a size claim's figure spreads over the screens it was measured on:
/// quartiles, how many screens fall in the claimed range, and which fall
/// outside it.
///
/// ```swift
/// let spread = row.distribution!
/// spread.median, spread.lowerQuartile, spread.upperQuartile  // 0.31, 0.22, 0.44
/// spread.inRange                                              // 7 (of spread.count)
/// spread.outside.first                                        // Settings: 0.12
/// ```
public struct ClaimDistribution: Sendable, Codable, Equatable {
  /// One screen's figure.
  public struct Sample: Sendable, Codable, Equatable, CustomStringConvertible {
    /// The screen: `"Login"`, or `"search"` in the suite.
    public var screen: String
    /// Its figure, a fraction (0.42 is 42 %).
    public var value: Double

    /// A sample.
    public init(screen: String, value: Double) {
      self.screen = screen
      self.value = value
    }

    /// `"Login 42 %"`.
    public var description: String { "\(screen) \(ClaimRow.percent(value))" }
  }

  /// The claimed range, as fractions.
  public var claimedLower: Double
  /// The claimed range's upper end.
  public var claimedUpper: Double
  /// How many screens were measured.
  public var count: Int
  /// How many fell inside the claimed range.
  public var inRange: Int
  /// The smallest figure.
  public var minimum: Double
  /// The first quartile (linear interpolation between ranks).
  public var lowerQuartile: Double
  /// The median.
  public var median: Double
  /// The third quartile.
  public var upperQuartile: Double
  /// The largest figure.
  public var maximum: Double
  /// The screens outside the claimed range, farthest first.
  public var outside: [Sample]
  /// `"×"` when the figures are ratios (2.5 is 2.5×), `nil` when they are
  /// fractions shown as percentages.
  public var unit: String?

  /// `value` as this distribution shows its figures: `"42 %"`, `"2.5×"`.
  public func format(_ value: Double) -> String {
    unit == "×" ? String(format: "%.1f×", value) : ClaimRow.percent(value)
  }

  /// `"Login 42 %"`, `"Login 2.5×"`.
  public func describe(_ sample: Sample) -> String { "\(sample.screen) \(format(sample.value))" }

  /// The distribution of `samples` against `claimed`.
  public init(_ samples: [Sample], claimed: ClosedRange<Double>, unit: String? = nil) {
    self.unit = unit
    let sorted = samples.map(\.value).sorted()
    claimedLower = claimed.lowerBound
    claimedUpper = claimed.upperBound
    count = sorted.count
    inRange = sorted.filter { Self.isInRange($0, claimed) }.count
    minimum = sorted.first ?? 0
    maximum = sorted.last ?? 0
    lowerQuartile = Self.quantile(sorted, 0.25)
    median = Self.quantile(sorted, 0.5)
    upperQuartile = Self.quantile(sorted, 0.75)
    let distance = { (value: Double) in max(claimed.lowerBound - value, value - claimed.upperBound) }
    outside = samples.filter { !Self.isInRange($0.value, claimed) }
      .sorted { (distance($0.value), $1.screen) > (distance($1.value), $0.screen) }
  }

  /// Whether `value` is in `range`, give or take rounding error: 1 − 14 ÷ 20
  /// is 0.30000000000000004, and a saving of 30 % is in 25–30 %.
  static func isInRange(_ value: Double, _ range: ClosedRange<Double>) -> Bool {
    value >= range.lowerBound - 1e-9 && value <= range.upperBound + 1e-9
  }

  /// The `q` quantile of sorted values, interpolating between ranks; the
  /// median of an even count is the mean of the two middle values.
  static func quantile(_ sorted: [Double], _ q: Double) -> Double {
    guard !sorted.isEmpty else { return 0 }
    let position = q * Double(sorted.count - 1)
    let lower = Int(position.rounded(.down))
    let upper = Swift.min(lower + 1, sorted.count - 1)
    return sorted[lower] + (sorted[upper] - sorted[lower]) * (position - Double(lower))
  }
}
