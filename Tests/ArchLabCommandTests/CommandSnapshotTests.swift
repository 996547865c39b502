import Foundation
import Testing

/// One run of the tool and the snapshot it must match.
struct CommandCase: CustomTestStringConvertible, Sendable {
  let name: String
  let arguments: [String]
  let exitCode: Int32
  /// Whether the case launches the built binary rather than running in this
  /// process: for what only a process shows (its exit status, the split of
  /// stdout and stderr, a report dated by `SOURCE_DATE_EPOCH`).
  let launchesTheBinary: Bool

  init(_ name: String, _ arguments: [String], exit exitCode: Int32 = 0, launchesTheBinary: Bool = false) {
    self.name = name
    self.arguments = arguments
    self.exitCode = exitCode
    self.launchesTheBinary = launchesTheBinary
  }

  var testDescription: String { "archlab " + arguments.joined(separator: " ") }
}

/// Every command and every error path: stdout, stderr and exit status
/// against snapshot files. Most run in this process through the library
/// entry point, as the binary does; a few launch the built `archlab`, end
/// to end.
/// Re-record with `ARCHLAB_RECORD_SNAPSHOTS=1 swift test --filter CommandSnapshotTests`.
@Suite struct CommandSnapshotTests {
  static let fixtures = "Tests/ArchLabCommandTests/Fixtures"
  static let apps = "Tests/ArchCodebaseTests/Fixtures/Apps"

  static let commands: [CommandCase] = [
    CommandCase("help", ["--help"], launchesTheBinary: true),
    CommandCase("version", ["--version"]),
    CommandCase("compare-help", ["compare", "--help"]),
    CommandCase("play-help", ["help", "play"]),
    CommandCase("loc-help", ["loc", "--help"]),
    CommandCase("report-help", ["report", "-h"]),
    CommandCase("diff-help", ["diff", "--help"]),
    CommandCase("list-help", ["list", "--help"]),
    CommandCase("readme-help", ["readme", "--help"]),
    CommandCase("compare", ["compare"]),
    CommandCase(
      "compare-narrowed",
      ["compare", "--feature", "profile", "--variant", "mvc", "--variant", "mvp", "--variant", "mvp-leaky"]),
    CommandCase(
      "compare-markdown",
      ["compare", "--feature", "login", "--variant", "mvp", "--format", "markdown", "--cycles", "3"],
      launchesTheBinary: true),
    CommandCase("play", ["play", "search", "--variant", "mvp", "--variant", "mvp-leaky"]),
    CommandCase(
      "play-three",
      ["play", "profile", "--scenario", "3", "--variant", "mvc", "--variant", "mvp", "--variant", "mvvm-flow"]),
    CommandCase("play-by-name", ["play", "login", "--scenario", "rotation mid-submit"]),
    CommandCase("compare-80", ["compare", "--width", "80"]),
    CommandCase("compare-120", ["compare", "--width", "120"]),
    CommandCase("play-80", ["play", "login", "--width", "80"]),
    CommandCase("play-120", ["play", "login", "--width", "120"]),
    CommandCase(
      "play-three-80",
      ["play", "ticker", "--variant", "mvp", "--variant", "mvvm-flow", "--variant", "mvi", "--width", "80"]),
    CommandCase("report-text-80", ["report", "--from", "\(fixtures)/old.json", "--format", "text", "--width", "80"]),
    CommandCase("report-text-120", ["report", "--from", "\(fixtures)/old.json", "--format", "text", "--width", "120"]),
    CommandCase("diff-80", ["diff", "\(fixtures)/old.json", "\(fixtures)/new.json", "--width", "80"]),
    CommandCase("loc-suite-80", ["loc", "--width", "80"]),
    CommandCase("loc-tree-80", ["loc", "\(fixtures)/Tree", "--width", "80"]),
    CommandCase("claims-scenes-80", ["claims", "\(apps)/ScenesApp", "--width", "80"]),
    CommandCase("claims-scenes-120", ["claims", "\(apps)/ScenesApp", "--width", "120"]),
    CommandCase("list", ["list"]),
    CommandCase("list-feature", ["list", "ticker"]),
    CommandCase("readme", ["readme", "todo"]),
    CommandCase("loc-suite", ["loc"]),
    CommandCase("loc-tree", ["loc", "\(fixtures)/Tree"]),
    CommandCase("loc-rules", ["loc", "\(fixtures)/Tree", "--rules", "\(fixtures)/roles.txt", "--format", "markdown"]),
    CommandCase("diff", ["diff", "\(fixtures)/old.json", "\(fixtures)/new.json"]),
    CommandCase(
      "diff-all-markdown", ["diff", "\(fixtures)/old.json", "\(fixtures)/new.json", "--all", "--format", "markdown"]),
    CommandCase("report-from", ["report", "--from", "\(fixtures)/old.json", "--format", "text"]),
    CommandCase("claims-help", ["claims", "--help"]),
    CommandCase("claims-scenes", ["claims", "\(apps)/ScenesApp"]),
    CommandCase("claims-android-grouping", ["claims", "\(apps)/AndroidFeatures", "--show-grouping"]),
    CommandCase(
      "claims-same-screens-markdown", ["claims", "\(apps)/SameScreens", "--format", "markdown"],
      launchesTheBinary: true),
    CommandCase("claims-rules-warnings", ["claims", "\(apps)/ScenesApp", "--rules", "\(fixtures)/claims-roles.txt"]),
    CommandCase(
      "loc-kotlin-java", ["loc", "\(apps)/AndroidFeatures", "--include-tests", "--exclude", "**/build.gradle.kts"]),
  ]

  static let errors: [CommandCase] = [
    CommandCase("error-unknown-command", ["compre"], exit: 2, launchesTheBinary: true),
    CommandCase("error-unknown-option", ["compare", "--formt", "text"], exit: 2),
    CommandCase("error-missing-value", ["compare", "--format"], exit: 2),
    CommandCase("error-bad-format", ["compare", "--format", "pdf"], exit: 2),
    CommandCase("error-bad-cycles", ["compare", "--cycles", "0"], exit: 2),
    CommandCase("error-bad-width", ["compare", "--width", "20"], exit: 2),
    CommandCase("error-unknown-feature", ["play", "serch"], exit: 2),
    CommandCase("error-unknown-variant", ["play", "search", "--variant", "mvvvm-flow"], exit: 2),
    CommandCase("error-unknown-scenario", ["play", "feed", "--scenario", "refresh the pags"], exit: 2),
    CommandCase("error-scenario-number", ["play", "feed", "--scenario", "42"], exit: 2),
    CommandCase("error-missing-feature", ["readme"], exit: 2),
    CommandCase("error-extra-argument", ["list", "search", "feed"], exit: 2),
    CommandCase(
      "error-missing-report", ["diff", "\(fixtures)/nope.json", "\(fixtures)/new.json"], exit: 2,
      launchesTheBinary: true),
    CommandCase("error-not-json", ["diff", "\(fixtures)/garbage.json", "\(fixtures)/new.json"], exit: 2),
    CommandCase("error-wrong-schema", ["report", "--from", "\(fixtures)/future.json"], exit: 2),
    CommandCase("error-missing-rules", ["loc", "--rules", "\(fixtures)/nope.txt"], exit: 2),
    CommandCase("error-bad-rules", ["loc", "\(fixtures)/Tree", "--rules", "\(fixtures)/bad-roles.txt"], exit: 2),
    CommandCase("error-missing-path", ["loc", "\(fixtures)/Nowhere"], exit: 2),
    CommandCase(
      "error-claims-strict", ["claims", "\(apps)/ScenesApp", "--rules", "\(fixtures)/claims-roles.txt", "--strict"],
      exit: 2),
    CommandCase("error-claims-missing-path", ["claims", "\(apps)/Nowhere"], exit: 2),
    CommandCase("error-claims-no-path", ["claims"], exit: 2),
    CommandCase(
      "error-output-folder",
      ["compare", "--feature", "todo", "--cycles", "1", "--output", "\(fixtures)/Nowhere/out.txt"],
      exit: 2, launchesTheBinary: true),
  ]

  @Test(arguments: commands + errors)
  func commandPrintsItsSnapshot(_ command: CommandCase) throws {
    let result =
      command.launchesTheBinary
      ? try ArchlabProcess.run(command.arguments) : ArchlabProcess.runInProcessOnce(command.arguments)
    #expect(result.exitCode == command.exitCode, "\(result.stderr)")
    Snapshot.assert(command.name, command.arguments, result)
  }
}
