import ArchMetrics
import ArchTestSupport
import Testing

/// Wrapping costs as much as the text it wraps: a report field of one long
/// unbroken word (megabytes, no space) is cut into lines in linear time.
@Suite struct WrappingCostTests {
  @Test(.timeLimit(.minutes(1)))
  func oneLongUnbrokenWordIsWrappedInLinearTime() {
    var report = SampleReport.make()
    // A quarter of it unless the run is full (`TestScale`): quadratic at the full size takes minutes.
    let length = TestScale.count(quick: 1_000_000, full: 4_000_000)
    report.command = String(repeating: "x", count: length)
    // NB: cut the word with `word.dropFirst(line.count)` per line again to see this take minutes.
    let text = TextRenderer(width: 100).render(report)
    let lines = text.split(separator: "\n")
    #expect(lines.allSatisfy { $0.count <= 100 })
    #expect(lines.filter { $0.allSatisfy { $0 == "x" } }.map(\.count).reduce(0, +) >= length - 100)
  }
}
