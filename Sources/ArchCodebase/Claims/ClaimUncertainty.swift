/// How sure a size claim's figure is: its median with a 95 % interval from
/// a bootstrap that resamples apps, not screens, and how much one app
/// moves it.
///
/// Screens of one app are not independent samples: an app's screens share
/// its authors and its conventions. So each app counts once: the figure is
/// the **app-weighted median** (each of an app's `n` screens weighs `1/n`),
/// and each bootstrap draw takes as many apps as there are, with
/// replacement, and within each drawn app as many of its screens, with
/// replacement. The interval is the 2.5th to 97.5th percentile of the
/// draws' medians. The screen-weighted median (every screen once) is kept
/// beside it. One app alone is resampled over its screens.
///
/// ```swift
/// let sure = ClaimUncertainty(values: [0.5, 0.55, 0.6], apps: ["A", "A", "B"], claimed: 0.4...0.6)
/// sure.lower, sure.upper  // the 95 % interval of sure.median
/// ```
public struct ClaimUncertainty: Sendable, Codable, Equatable {
  /// How the figure moves without one app: the app and the median
  /// without it.
  public struct Mover: Sendable, Codable, Equatable {
    /// The app left out.
    public var app: String
    /// The app-weighted median of the others.
    public var median: Double
  }

  /// The default number of bootstrap draws.
  public static let defaultDraws = 1_000
  /// The default seed: the same input gives the same interval.
  public static let defaultSeed: UInt64 = 1
  /// The fewest apps (or, for one app, screens) an interval can judge by.
  public static let fewest = 3

  /// How many apps the screens come from.
  public var apps: Int
  /// How many screens.
  public var screens: Int
  /// The app-weighted median: each app counts once.
  public var median: Double
  /// The screen-weighted median: each screen counts once.
  public var screenMedian: Double
  /// The 95 % interval of ``median``: its lower end.
  public var lower: Double
  /// Its upper end.
  public var upper: Double
  /// The share of screens whose figure is in the claimed range.
  public var inRange: Double
  /// Bootstrap draws made.
  public var draws: Int
  /// The seed they were drawn with.
  public var seed: UInt64
  /// The apps whose removal moves the median most, most first (at most
  /// three); empty for one app, or when no app alone moves it.
  public var movers: [Mover]
  /// Without each app in turn: the lowest median; `nil` for one app.
  public var leaveOneOutLowest: Double?
  /// Without each app in turn: the highest median.
  public var leaveOneOutHighest: Double?

  /// The uncertainty of `values`, each a screen of the app `apps` names at
  /// the same index, against `claimed`.
  public init(
    values: [Double], apps labels: [String], claimed: ClosedRange<Double>, seed: UInt64 = Self.defaultSeed,
    draws: Int = Self.defaultDraws
  ) {
    var order: [String] = []
    var byApp: [String: [Double]] = [:]
    for (value, app) in zip(values, labels) {
      if byApp[app] == nil { order.append(app) }
      byApp[app, default: []].append(value)
    }
    let groups = order.map { byApp[$0]! }
    apps = groups.count
    screens = values.count
    let ranked = Ranked(groups)
    var scratch = ranked.scratch
    median = ranked.median(ranked.groups, &scratch)
    screenMedian = ClaimDistribution.quantile(values.sorted(), 0.5)
    inRange = Double(values.filter { ClaimDistribution.isInRange($0, claimed) }.count) / Double(max(1, values.count))
    self.draws = draws
    self.seed = seed
    (lower, upper) = ranked.interval(seed: seed, draws: draws)
    guard groups.count > 1 else {
      movers = []
      return
    }
    let without = order.indices.map { index in
      var others = ranked.groups
      others.remove(at: index)
      return Mover(app: order[index], median: ranked.median(others, &scratch))
    }
    let center = median
    // Only an app whose removal moves the median is a mover.
    movers = Array(
      without.filter { abs($0.median - center) > 1e-9 }
        .sorted { (abs($0.median - center), $1.app) > (abs($1.median - center), $0.app) }
        .prefix(3))
    leaveOneOutLowest = without.map(\.median).min()
    leaveOneOutHighest = without.map(\.median).max()
  }
}

/// Each app's screens as ranks into the sorted distinct values, so a
/// weighted median is a pass over the ranks' weights, not a sort: a
/// bootstrap of a thousand draws over thousands of screens stays fast.
private struct Ranked {
  /// The distinct values, ascending.
  let values: [Double]
  /// Each app's screens, as ranks into ``values``.
  let groups: [[Int]]

  init(_ raw: [[Double]]) {
    let distinct = Array(Set(raw.joined())).sorted()
    var rank: [Double: Int] = [:]
    for (index, value) in distinct.enumerated() { rank[value] = index }
    values = distinct
    groups = raw.map { $0.map { rank[$0]! } }
  }

  /// Weights, one per distinct value, to be reused.
  var scratch: [Double] { Array(repeating: 0, count: values.count) }

  /// The median where each non-empty group weighs one, split evenly over
  /// its screens: the smallest value at which half the weight is reached,
  /// the mean of two values where the half falls exactly between them.
  func median(_ groups: [[Int]], _ weights: inout [Double]) -> Double {
    for index in weights.indices { weights[index] = 0 }
    var apps = 0
    for group in groups where !group.isEmpty {
      apps += 1
      let weight = 1 / Double(group.count)
      for rank in group { weights[rank] += weight }
    }
    guard apps > 0 else { return 0 }
    let half = Double(apps) / 2
    var cumulative = 0.0
    var index = 0
    while index < weights.count {
      defer { index += 1 }
      guard weights[index] > 0 else { continue }
      cumulative += weights[index]
      // Within rounding of exactly half: between this value and the next.
      if abs(cumulative - half) < 1e-9, let next = weights[(index + 1)...].firstIndex(where: { $0 > 0 }) {
        return (values[index] + values[next]) / 2
      }
      if cumulative > half { return values[index] }
    }
    return values.last ?? 0
  }

  /// The 2.5th and 97.5th percentiles of the medians of `draws` draws:
  /// apps with replacement, then each drawn app's screens.
  func interval(seed: UInt64, draws: Int) -> (Double, Double) {
    guard !groups.isEmpty, draws > 0 else { return (0, 0) }
    var random = SeededGenerator(seed: seed)
    var weights = scratch
    var medians: [Double] = []
    medians.reserveCapacity(draws)
    var drawn: [[Int]] = Array(repeating: [], count: groups.count)
    for _ in 0..<draws {
      for slot in drawn.indices {
        let group = groups[random.index(below: groups.count)]
        drawn[slot].removeAll(keepingCapacity: true)
        for _ in group.indices { drawn[slot].append(group[random.index(below: group.count)]) }
      }
      medians.append(median(drawn, &weights))
    }
    medians.sort()
    return (ClaimDistribution.quantile(medians, 0.025), ClaimDistribution.quantile(medians, 0.975))
  }
}
