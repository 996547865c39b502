import Foundation

/// Number formatting shared by the renderers, the diff and archlab-bench's
/// tables: fixed, locale-independent, deterministic.
package enum NumberFormat {
  /// `value` with `digits` decimals (POSIX, no grouping).
  package static func fixed(_ value: Double, digits: Int) -> String {
    guard value.isFinite else { return value.isNaN ? "nan" : (value > 0 ? "inf" : "-inf") }
    // Past 15 digits a fixed number only squeezes the table (1e308 has 309): three figures and a power of ten.
    if abs(value) >= 1e15 { return String(format: "%.2e", value) }
    let text = String(format: "%.\(digits)f", value)
    return text == "-" + String(format: "%.\(digits)f", 0.0) ? String(format: "%.\(digits)f", 0.0) : text
  }

  /// An integer as is; other values with two decimals, or one from 100 up.
  static func number(_ value: Double) -> String {
    guard value.isFinite else { return fixed(value, digits: 0) }
    if value == value.rounded(), abs(value) < 1e15 { return fixed(value, digits: 0) }
    return fixed(value, digits: abs(value) >= 100 ? 1 : 2)
  }

  /// A 0…1 share as a whole percentage: `"45%"`.
  static func percent(_ share: Double) -> String {
    fixed(share * 100, digits: 0) + "%"
  }

  /// Nanoseconds in microseconds, with precision that fits the size: `"12.3"`.
  static func microseconds(_ nanoseconds: Double) -> String {
    let micro = nanoseconds / 1_000
    return fixed(micro, digits: abs(micro) >= 100 ? 0 : (abs(micro) >= 10 ? 1 : 2))
  }

  /// Nanoseconds with a unit that fits: `"85 ns"`, `"4.2 µs"`, `"1.30 ms"`, `"2.00 s"`.
  static func duration(nanoseconds: Double) -> String {
    let magnitude = abs(nanoseconds)
    if magnitude < 1_000 { return fixed(nanoseconds, digits: magnitude < 10 ? 1 : 0) + " ns" }
    if magnitude < 1_000_000 { return threeFigures(nanoseconds / 1_000) + " µs" }
    if magnitude < 1_000_000_000 { return threeFigures(nanoseconds / 1_000_000) + " ms" }
    return threeFigures(nanoseconds / 1_000_000_000) + " s"
  }

  /// About three significant figures for a value from 1 to 1000.
  static func threeFigures(_ value: Double) -> String {
    fixed(value, digits: abs(value) >= 100 ? 0 : (abs(value) >= 10 ? 1 : 2))
  }

  /// A signed change: `"+3"`, `"-0.50"`.
  static func signed(_ value: Double) -> String {
    let text = number(value)
    return value > 0 ? "+" + text : text
  }

  /// A benchmark median as results.md and results.html write it: two
  /// decimals below 10, one below 1,000, none above: `"3.14"`, `"61.1"`, `"1234"`.
  package static func median(_ value: Double) -> String {
    fixed(value, digits: abs(value) < 10 ? 2 : abs(value) < 1_000 ? 1 : 0)
  }

  /// A ratio to a floor as results.md and results.html write it: `"1.67×"`.
  package static func ratio(_ ratio: Double) -> String {
    fixed(ratio, digits: 2) + "×"
  }
}
