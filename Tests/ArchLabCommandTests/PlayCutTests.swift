import Testing

/// A frame cut to fit its column keeps the part that changed, as the
/// README promises, also when the frame is one phrase with no ` · ` parts
/// (issue 50: six ticker variants showed "#2 ACME 1… [5]").
@Suite struct PlayCutTests {
  static let six = ["mvc", "mvp", "mvp-leaky", "mvvm-flow", "mvvm-async", "mvi"].flatMap { ["--variant", $0] }

  @Test(arguments: [80, 100])
  func aCutTickerFrameKeepsThePriceThatChanged(width: Int) throws {
    let result = try ArchlabProcess.run(["play", "ticker"] + Self.six + ["--width", "\(width)"])
    #expect(result.exitCode == 0, "\(result.stderr)")
    // Step 4 moves the price from 102.0 to 103.0; every variant's cell must show it.
    let rows = result.stdout.split(separator: "\n").filter { $0.contains("advance 1 s") }
    #expect(rows.count == 2 || rows.count == 3, "\(rows)")
    for row in rows {
      let cells = row.components(separatedBy: "  ").filter { $0.contains("[5]") }
      #expect(!cells.isEmpty, "\(row)")
      // NB: drop the word-by-word fallback in Timeline.cut and the cells read "#2 ACME 1… [5]".
      for cell in cells { #expect(cell.contains("103"), "\(row)") }
    }
  }
}
