import ArchMetrics
import Testing

/// Wrapping costs as much as the text it wraps: a report field of one long
/// unbroken word (megabytes, no space) is cut into lines in linear time.
@Suite struct WrappingCostTests {
  @Test(.timeLimit(.minutes(1)))
  func oneLongUnbrokenWordIsWrappedInLinearTime() {
    var report = SampleReport.make()
    report.command = String(repeating: "x", count: 4_000_000)
    // NB: cut the word with `word.dropFirst(line.count)` per line again to see this take minutes.
    let text = TextRenderer(width: 100).render(report)
    let lines = text.split(separator: "\n")
    #expect(lines.allSatisfy { $0.count <= 100 })
    #expect(lines.filter { $0.allSatisfy { $0 == "x" } }.map(\.count).reduce(0, +) >= 3_999_900)
  }
}
