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
      let current = Int(match.1), let total = Int(match.2), current >= 1, total >= current
    else { return "" }
    // Step `current` is under way: `current - 1` are done, plus the part of
    // this one its cycles say ("cycle 400 of 4000"), if any.
    var part = 0.0
    if let cycles = line.firstMatch(of: /cycle (\d+) of (\d+)/), let done = Double(cycles.1),
      let all = Double(cycles.2), all > 0
    {
      part = min(done / all, 1)
    }
    let finished = Double(current - 1) + part
    guard finished > 0 else { return "" }
    let left = (seconds(elapsed) / finished * (Double(total) - finished)).rounded()
    return left < 1 ? "" : ", about \(Int(left)) s left"
  }

  static func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
  }
}
