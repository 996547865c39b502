/// Where everything of one study picture goes: a lane per pool, each
/// screen a point at its share, jittered up and down inside its lane, the
/// claimed range as a band, and under the points the median's 95 % interval
/// as a bar.
///
/// Coordinates only, in the units of the SVG's `viewBox`
/// (``width`` across); ``svg(id:title:summary:)`` writes them. The jitter
/// is a hash of the app's and the screen's names, never a random draw, so
/// one study always gives the same picture, byte for byte.
///
/// ```swift
/// let plot = StudyPlot(claimed: 0.4...0.6, pools: [pool])
/// plot.lanes[0].points[0].x == plot.x(0.45)  // a screen with 45 % logic
/// ```
struct StudyPlot: Sendable {
  /// One screen (or pair) of a pool: its app, the app's mark, its figure.
  struct Sample: Sendable {
    var app: String
    var mark: StudyMark
    var screen: String
    var value: Double
  }

  /// What one lane draws: a pool's screens and how sure its median is.
  struct Pool: Sendable {
    /// `"MVP-family iOS: 3 apps, 7 screens"`, at the lane's left.
    var label: String
    /// `"41 % [23–50] inconclusive"`, at its right.
    var figure: String
    var samples: [Sample]
    /// `nil` in a study written before intervals: no bar is drawn.
    var uncertainty: ClaimUncertainty?
  }

  /// A screen's point.
  struct Point: Sendable {
    var app: String
    var mark: StudyMark
    var x: Double
    var y: Double
  }

  /// A pool's lane: its label lines, then the strip of points, then the bar.
  struct Lane: Sendable {
    var pool: Pool
    /// The label's lines, each a left and a right text.
    var lines: [(left: String, right: String)]
    var top: Double
    var stripTop: Double
    var stripBottom: Double
    /// The middle of the interval bar.
    var barY: Double
    var points: [Point]
    /// The x of the interval's ends, of the app-weighted and the
    /// screen-weighted medians; `nil` without ``Pool/uncertainty``.
    var interval: ClosedRange<Double>?
    var median: Double?
    var screenMedian: Double?
    /// How many samples fall outside the axis, drawn at its end.
    var clipped: Int

    var bottom: Double { barY + StudyPlot.barHeight }
  }

  static let width = 420.0
  static let margin = 18.0
  /// Of a 12-unit label character, a little generous (SVG cannot measure text).
  static let charWidth = 6.5
  static let lineHeight = 15.0
  /// A strip's height: taller for more points, so a pool of hundreds of
  /// screens still shows its clusters, up to 80.
  static func stripHeight(points: Int) -> Double { min(80, max(32, 24 + 3 * Double(points).squareRoot())) }
  /// How far a point keeps from the strip's top and bottom.
  static let stripInset = 4.0
  static let barHeight = 6.0
  static let laneGap = 12.0

  let claimed: ClosedRange<Double>
  /// The figures the axis spans: 0–100 %, or from −50 % or −100 % when a
  /// saving is negative (MVVM longer than MVP).
  let domain: ClosedRange<Double>
  let lanes: [Lane]
  let axisY: Double
  let height: Double

  /// The layout of `pools` against `claimed`.
  init(claimed: ClosedRange<Double>, pools: [Pool]) {
    self.claimed = claimed
    let lowest = pools.flatMap { pool in pool.samples.map(\.value) + [pool.uncertainty?.lower ?? 0] }.min() ?? 0
    domain = (lowest >= 0 ? 0 : lowest >= -0.5 ? -0.5 : -1)...1
    var cursor = 4.0
    var lanes: [Lane] = []
    for pool in pools {
      let lines = Self.lines(pool.label, pool.figure)
      let top = cursor
      let stripTop = top + Self.lineHeight * Double(lines.count) + 2
      let stripBottom = stripTop + Self.stripHeight(points: pool.samples.count)
      let lane = Lane(
        pool: pool, lines: lines, top: top, stripTop: stripTop, stripBottom: stripBottom,
        barY: stripBottom + Self.barHeight, points: [], clipped: 0)
      lanes.append(Self.placed(lane, domain: domain))
      cursor = lane.bottom + Self.laneGap
    }
    self.lanes = lanes
    axisY = (lanes.last?.bottom ?? cursor) + 4
    height = axisY + 20
  }

  /// `lane` with its points and marks at their x and y.
  private static func placed(_ lane: Lane, domain: ClosedRange<Double>) -> Lane {
    let x = { (value: Double) in Self.x(value, domain: domain) }
    var lane = lane
    var seen: [String: Int] = [:]
    for sample in lane.pool.samples {
      // A screen named twice in one app still gets a place of its own.
      let key = sample.app + "\u{0}" + sample.screen
      let repeats = seen[key, default: 0]
      seen[key] = repeats + 1
      let offset = jitter(repeats == 0 ? key : key + "\u{0}\(repeats)")
      let span = lane.stripBottom - lane.stripTop - 2 * stripInset
      lane.points.append(
        Point(app: sample.app, mark: sample.mark, x: x(sample.value), y: lane.stripTop + stripInset + offset * span))
      if !domain.contains(sample.value) { lane.clipped += 1 }
    }
    if let sure = lane.pool.uncertainty {
      lane.interval = x(sure.lower)...x(max(sure.lower, sure.upper))
      lane.median = x(sure.median)
      lane.screenMedian = x(sure.screenMedian)
    }
    return lane
  }

  /// The x of `value`, clamped to the axis.
  func x(_ value: Double) -> Double { Self.x(value, domain: domain) }

  private static func x(_ value: Double, domain: ClosedRange<Double>) -> Double {
    let clamped = min(max(value, domain.lowerBound), domain.upperBound)
    let fraction = (clamped - domain.lowerBound) / (domain.upperBound - domain.lowerBound)
    return margin + fraction * (width - 2 * margin)
  }

  /// The band of the claimed range: its left and right x.
  var band: ClosedRange<Double> { x(claimed.lowerBound)...x(claimed.upperBound) }

  /// The figures the axis marks: every 20 %, or every 25 % from a negative start.
  var ticks: [Double] {
    let step = domain.lowerBound < 0 ? 0.25 : 0.2
    let first = Int((domain.lowerBound / step).rounded())
    let last = Int((domain.upperBound / step).rounded())
    return (first...last).map { Double($0) * step }
  }

  /// A point's place up and down its strip, in 0..<1: a hash (FNV-1a) of
  /// `key`'s UTF-8, the same on every run and machine (Swift's `Hasher`
  /// is seeded per process).
  static func jitter(_ key: String) -> Double {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in key.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x100_0000_01b3
    }
    // FNV alone barely moves the top bits for names that differ in their
    // last letter (Login1, Login2): mix them (MurmurHash3's finalizer).
    hash = (hash ^ (hash >> 33)) &* 0xff51_afd7_ed55_8ccd
    hash = (hash ^ (hash >> 33)) &* 0xc4ce_b9fe_1a85_ec53
    hash ^= hash >> 33
    return Double(hash >> 11) / Double(UInt64(1) << 53)
  }

  /// A lane's label: left and right on one line when they fit, else the
  /// figure on a line of its own.
  static func lines(_ label: String, _ figure: String) -> [(left: String, right: String)] {
    let room = (width - 2 * margin) / charWidth
    guard Double(label.count + figure.count + 3) > room else { return [(label, figure)] }
    return [(label, ""), ("", figure)]
  }
}
