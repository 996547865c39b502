import ArchCodebase
import ArchFeatures
import ArchLabCLI
import ArchMetrics
import Foundation

/// The `archlab` command as a library: an experimenter's own executable
/// runs every subcommand (compare, play, list, readme, report, diff, loc,
/// claims) on their suite, with their variants and screens in every table,
/// chart and timeline.
///
/// ```swift
/// // Sources/mylab/main.swift
/// import ArchFeatures
/// import ArchLabTool
///
/// var suite = FeatureSuite.standard
/// suite.register(MyProfileView.variant)
/// ArchLabTool.main(suite: suite)
/// ```
public enum ArchLabTool {
  /// Runs the command line of this process on `suite` and exits with its
  /// status: 0, 1 when a run failed, 2 for a usage mistake.
  ///
  /// - Parameters:
  ///   - suite: the screens and variants every subcommand sees.
  ///   - sources: the folder whose `<Feature>/<variant folder>` files the
  ///     lines by role are counted from (the built-in screens' by default).
  ///   - rules: the roles the suite's files are counted under, in `compare`,
  ///     `report` and `loc` (a `--rules` file given to them wins): extend
  ///     `RoleRules.standard` when a new pattern's files have names of
  ///     their own.
  ///   - name: the command's name in help and errors.
  public static func main(
    suite: FeatureSuite = .standard, sources: URL = SuiteLines.defaultSources, rules: RoleRules = .standard,
    name: String = "archlab"
  ) -> Never {
    // First: a closed stream is held before any file is opened.
    let output = StandardOutput()
    let status = run(
      Array(CommandLine.arguments.dropFirst()), suite: suite, sources: sources, rules: rules, name: name,
      output: output)
    // A report that could not reach standard output is a failed run, said where it can be.
    exit(StandardStreams.shared.finish(status: status, name: name))
  }

  /// Runs `arguments` (without the command's own name) on `suite`, writing
  /// to `output`, and returns the exit status.
  package static func run(
    _ arguments: [String], suite: FeatureSuite = .standard, sources: URL = SuiteLines.defaultSources,
    rules: RoleRules = .standard, name: String = "archlab", output: some Output
  ) -> Int32 {
    // The suite reaches every command's lookups for the length of this run.
    SuiteLookup.$suite.withValue(suite) {
      SuiteLookup.$sources.withValue(sources) {
        SuiteLookup.$rules.withValue(rules) {
          SuiteLookup.$invocation.withValue([name] + arguments) {
            dispatch(arguments, root: root(named: name), output: output)
          }
        }
      }
    }
  }

  /// What one run printed and how it ended.
  public struct Transcript: Sendable, Equatable {
    /// The exit status: 0, 1 when a run failed, 2 for a usage mistake.
    public var status: Int32
    /// Everything written to standard output.
    public var standardOutput: String
    /// Everything written to standard error, a newline after each line.
    public var standardError: String
  }

  /// Runs `arguments` on `suite` and keeps what it printed, as a test of
  /// an experimenter's own executable would.
  ///
  /// ```swift
  /// let run = ArchLabTool.run(capturing: ["compare", "--variant", "my-mvi"], suite: suite)
  /// #expect(run.status == 0)
  /// ```
  public static func run(
    capturing arguments: [String], suite: FeatureSuite = .standard, sources: URL = SuiteLines.defaultSources,
    rules: RoleRules = .standard, name: String = "archlab"
  ) -> Transcript {
    let output = RecordingOutput()
    let status = run(arguments, suite: suite, sources: sources, rules: rules, name: name, output: output)
    return Transcript(status: status, standardOutput: output.standardOutput, standardError: output.standardError)
  }

  static var commands: [any Command.Type] {
    [
      CompareCommand.self, PlayCommand.self, LocCommand.self, ClaimsCommand.self, StudyCommand.self, ReportCommand.self,
      DiffCommand.self, ListCommand.self, ReadmeCommand.self,
    ]
  }

  static func root(named name: String) -> CommandSpec {
    CommandSpec(
      name: name,
      abstract: "Compare UI architectures — MVC, MVP, MVVM — on the same screens, headless.",
      discussion: """
        Six screens are written in MVC, MVP, MVVM (on flows, AsyncStream and \
        Observation) and MVI, with leaky twins and the article's migration \
        ladder ('archlab list' shows every variant), and driven through the same \
        scenarios. archlab counts their lines by role, catches what leaks, and \
        measures the article's claims, on the suite or on your own app \
        ('archlab claims PATH'). From a checkout, run each command as \
        'swift run \(name) …'.
        """,
      examples: ["\(name) compare", "\(name) play search --variant mvp --variant mvp-leaky", "\(name) list"],
      version: Provenance.archLabVersion,
      subcommands: commands.map { $0.spec },
      defaultSubcommand: "compare")
  }

  /// Parses, dispatches, and turns a failure into one line on stderr and a status.
  static func dispatch(_ arguments: [String], root: CommandSpec, output: some Output) -> Int32 {
    do throws(CommandFailure) {
      let parsed: CommandLineParser.Outcome
      do {
        parsed = try CommandLineParser(root: root).parse(arguments)
      } catch {
        throw CommandFailure(error)
      }
      switch parsed {
      case .help(let command, let path):
        output.write(HelpFormatter().help(for: command, path: path))
      case .version(let version):
        output.writeLine("\(root.name) \(version)")
      case .run(let arguments):
        let name = arguments.commandPath.dropFirst().first ?? "compare"
        guard let command = commands.first(where: { $0.spec.name == name }) else {
          preconditionFailure("no command named \(name) in \(commands.map { $0.spec.name })")
        }
        try command.run(parsed: arguments, output: output)
      }
      return 0
    } catch {
      output.writeError("\(root.name): \(error.message)")
      for line in error.details { output.writeError(line) }
      return error.exitCode
    }
  }
}
