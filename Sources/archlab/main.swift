import ArchLabCLI
import ArchMetrics
import Foundation

/// `archlab`: the workshop command. Each subcommand is a `Command`; this
/// file parses the line, dispatches, and turns failures into one line on
/// stderr and an exit code.
let version = Provenance.archLabVersion

let commands: [any Command.Type] = [
  CompareCommand.self, PlayCommand.self, LocCommand.self, ClaimsCommand.self, ReportCommand.self, DiffCommand.self,
  ListCommand.self, ReadmeCommand.self,
]

let archlab = CommandSpec(
  name: "archlab",
  abstract: "Compare UI architectures — MVC, MVP, MVVM — on the same screens, headless.",
  discussion: """
    Six screens are written in six architectures and driven through the same \
    scenarios. archlab counts their lines by role, catches what leaks, and \
    measures the article's claims.
    """,
  examples: [
    "swift run archlab compare", "swift run archlab play search --variant mvp --variant mvp-leaky",
    "swift run archlab list",
  ],
  version: version,
  subcommands: commands.map { $0.spec },
  defaultSubcommand: "compare")

let output = StandardOutput()

do throws(CommandFailure) {
  let parsed: CommandLineParser.Outcome
  do {
    parsed = try CommandLineParser(root: archlab).parse(Array(CommandLine.arguments.dropFirst()))
  } catch {
    throw CommandFailure(error)
  }
  switch parsed {
  case .help(let command, let path):
    output.write(HelpFormatter().help(for: command, path: path))
  case .version(let version):
    output.writeLine("archlab \(version)")
  case .run(let arguments):
    let name = arguments.commandPath.dropFirst().first ?? "compare"
    guard let command = commands.first(where: { $0.spec.name == name }) else {
      preconditionFailure("no command named \(name) in \(commands.map { $0.spec.name })")
    }
    try command.run(arguments, output: output)
  }
} catch {
  output.writeError("archlab: \(error)")
  exit(error.exitCode)
}
