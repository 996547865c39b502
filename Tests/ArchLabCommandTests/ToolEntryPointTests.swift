import ArchFeatures
import ArchLabCLI
import ArchLabTool
import Testing

/// `ArchLabTool.run` is the whole command on an experimenter's suite: their
/// variant shows up in every subcommand as the built-ins do.
@Suite struct ToolEntryPointTests {
  /// The standard suite plus one outside variant of UserProfile: the MVC
  /// controller under a name of the experimenter's.
  static let suite: FeatureSuite = {
    var suite = FeatureSuite.standard
    let mvc = UserProfile.variants.first { $0.id == .mvc }!
    suite.register(
      Variant<UserProfile>("my-controller", summary: "an experimenter's controller", traits: mvc.traits) {
        context, services in mvc.view(for: context, services: services)
      })
    return suite
  }()

  static func run(_ arguments: [String], suite: FeatureSuite = suite) -> (status: Int32, output: RecordingOutput) {
    let output = RecordingOutput()
    let status = ArchLabTool.run(arguments, suite: suite, name: "mylab", output: output)
    return (status, output)
  }

  @Test func compareRunsTheOutsideVariantAsABuiltIn() {
    let (status, output) = Self.run(["compare", "--feature", "profile", "--variant", "my-controller", "--cycles", "2"])
    #expect(status == 0, "\(output.standardError)")
    #expect(output.standardOutput.contains("my-controller"))
    #expect(output.standardOutput.contains("8/8"))
  }

  // NB: drop the origin from `ListCommand` and the experimenter's variant reads as ArchLab's own.
  @Test func listSaysWhichVariantsTheExperimenterRegistered() {
    let all = Self.run(["list"]).output.standardOutput
    let line = all.split(separator: "\n").first { $0.contains("my-controller") }
    #expect(line?.hasSuffix("(profile) [registered]") == true, "\(String(describing: line))")
    #expect(all.contains("Variants (built in unless marked [registered])"))
    #expect(!all.split(separator: "\n").contains { $0.contains("  mvp  ") && $0.contains("[registered]") })
    let profile = Self.run(["list", "profile"]).output.standardOutput
    #expect(profile.contains("an experimenter's controller [registered]"))
    #expect(!profile.contains("Passive View presenter, weak view, retained across rotation [registered]"))
    var replaced = FeatureSuite.standard
    replaced.register(
      Variant<Todo>("mvp", summary: "mine", traits: []) { context, services in
        Todo.variants[0].view(for: context, services: services)
      }, replacing: true)
    let mixed = Self.run(["list", "--width", "200"], suite: replaced).output.standardOutput
    #expect(mixed.contains("[registered on todo, built in elsewhere]"), "\(mixed)")
  }

  @Test func playListAndReadmeSeeIt() {
    let play = Self.run(["play", "profile", "--variant", "mvc", "--variant", "my-controller"])
    #expect(play.status == 0)
    #expect(play.output.standardOutput.contains("mvc vs my-controller"))
    let list = Self.run(["list", "profile"])
    #expect(list.output.standardOutput.contains("my-controller"))
    #expect(list.output.standardOutput.contains("an experimenter's controller"))
  }

  @Test func theStandardSuiteDoesNotKnowIt() {
    let (status, output) = Self.run(["play", "profile", "--variant", "my-controller"], suite: .standard)
    #expect(status == 2)
    #expect(output.standardError.hasPrefix("mylab: unknown variant 'my-controller'"))
  }

  @Test func aReportRecordsTheCommandAsTheExecutableRanIt() {
    let apps = ArchlabProcess.packageRoot.appendingPathComponent("Tests/ArchCodebaseTests/Fixtures/Apps/ScenesApp").path
    let run = ArchLabTool.run(capturing: ["claims", apps, "--format", "json"], name: "mylab")
    #expect(run.status == 0, "\(run.standardError)")
    #expect(run.standardOutput.contains("\"command\" : \"mylab claims \(apps) --format json\""))
  }

  @Test func compareAndReportRecordTheExecutablesName() {
    let compare = ArchLabTool.run(
      capturing: ["compare", "--feature", "profile", "--variant", "mvp", "--cycles", "1", "--format", "json"],
      name: "mylab")
    let recorded = "\"command\" : \"mylab compare --feature profile --variant mvp --cycles 1\""
    #expect(compare.standardOutput.contains(recorded))
    let report = ArchLabTool.run(capturing: ["report", "--cycles", "1", "--format", "json"], name: "mylab")
    #expect(report.standardOutput.contains("\"command\" : \"mylab report\""))
  }

  @Test func helpAndVersionUseTheExecutablesName() {
    let help = Self.run(["--help"])
    #expect(help.status == 0)
    #expect(help.output.standardOutput.contains("USAGE: mylab"))
    let version = Self.run(["--version"])
    #expect(version.output.standardOutput.hasPrefix("mylab "))
  }
}
