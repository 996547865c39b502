/// What is left of a long run, read from a progress line that counts
/// (`"search / mvp (3 of 84)"`): the pace of the steps done so far times
/// the steps still to come.
///
/// ```swift
/// TimeLeft.suffix(for: "todo / mvp (11 of 21)", elapsed: .seconds(20))  // ", about 22 s left"
/// ```
package enum TimeLeft {
  /// `", about 22 s left"`, or `""` when the line does not count, nothing
  /// is done yet to go by, or less than a second is left.
  package static func suffix(for line: String, elapsed: Duration) -> String {
    guard let match = line.firstMatch(of: /\((\d+) of (\d+)\)/),
      let current = Int(match.1), let total = Int(match.2), current > 1, total >= current
    else { return "" }
    // Step `current` has just begun: `current - 1` are done, `total - current + 1` to go.
    let perStep = seconds(elapsed) / Double(current - 1)
    let left = (perStep * Double(total - current + 1)).rounded()
    return left < 1 ? "" : ", about \(Int(left)) s left"
  }

  static func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
  }
}
