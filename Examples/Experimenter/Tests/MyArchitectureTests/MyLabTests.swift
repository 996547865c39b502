import ArchFeatures
import ArchLabTool
import MyArchitecture
import Testing

/// The whole tool on the experimenter's suite: my-mvi in compare, play and
/// the report, as the built-in variants are.
@Suite struct MyLabTests {
  static let suite: FeatureSuite = {
    var suite = FeatureSuite.standard
    suite.register(MVIProfileView.variant)
    return suite
  }()

  @Test func compareMeasuresMyVariantAndItPassesEveryScenario() {
    let run = ArchLabTool.run(
      capturing: ["compare", "--feature", "profile", "--variant", "mvp", "--variant", "my-mvi", "--cycles", "3"],
      suite: Self.suite, name: "mylab")
    #expect(run.status == 0, "\(run.standardError)")
    let row = run.standardOutput.split(separator: "\n").first { $0.hasPrefix("my-mvi ") }
    #expect(row?.contains("8/8") == true, "\(run.standardOutput)")
    // Its own files are counted where they are, with UserProfile's shared model: logic, view and model.
    let shares = row.map { $0.split(separator: " ").filter { $0 != "%" } } ?? []
    #expect(shares.count > 6 && shares[2] != "—" && shares[3] != "0" && shares[4] != "0", "\(String(describing: row))")
  }

  @Test func playShowsMyVariantsLaneAndTheReportItsRows() {
    let play = ArchLabTool.run(capturing: ["play", "profile", "--variant", "my-mvi"], suite: Self.suite)
    #expect(play.status == 0)
    #expect(play.standardOutput.contains("my-mvi: clean, every frame as expected"))
    let page = ArchLabTool.run(capturing: ["report", "--format", "html", "--cycles", "2"], suite: Self.suite)
    #expect(page.status == 0)
    #expect(page.standardOutput.contains("<td>my-mvi</td>"))
  }

  @Test func theStandardToolDoesNotKnowIt() {
    let run = ArchLabTool.run(capturing: ["play", "profile", "--variant", "my-mvi"])
    #expect(run.status == 2)
    #expect(run.standardError.contains("unknown variant 'my-mvi'"))
  }
}
