/// Splits figures into groups of like magnitude, one chart each, so no
/// linear axis holds a 71 ns bar beside a 208 µs one (the short bar would
/// be a sliver that reads as nothing).
///
/// The largest figure opens a band that takes every figure at least
/// `1 / factor` of it; the largest of the rest opens the next. Figures at
/// or below zero, or not finite, join the band of the smallest. Bands come
/// smallest first; each keeps its items in their given order.
enum MagnitudeBands {
  /// `items` in bands by `value`: within a band, the smallest positive
  /// value is at least the largest over `factor`.
  static func bands<T>(_ items: [T], factor: Double = 10, value: (T) -> Double) -> [[T]] {
    let values = items.map(value)
    let positive = values.indices.filter { values[$0] > 0 && values[$0].isFinite }
    var left = positive.sorted { values[$0] > values[$1] }
    var bands: [[Int]] = []
    while let top = left.first {
      let floor = values[top] / factor
      bands.append(left.filter { values[$0] >= floor })
      left.removeAll { values[$0] >= floor }
    }
    let others = values.indices.filter { !positive.contains($0) }
    if !others.isEmpty {
      if bands.isEmpty { bands.append(others) } else { bands[bands.count - 1] += others }
    }
    return bands.reversed().map { band in band.sorted().map { items[$0] } }
  }
}
