import ArchFlow
import ArchLabCLI
import Foundation

/// `archlab`: the workshop command. While the tool is young it lists what
/// exists and proves the reactive core works by running it.
let version = "0.1.0-dev"

let archlab = CommandSpec(
  name: "archlab",
  abstract: "Compare UI architectures, headless.",
  discussion: """
    While the tool is young it lists what exists and proves the reactive core \
    works by running it.
    """,
  examples: ["swift run archlab list", "swift run archlab help list"],
  version: version,
  subcommands: [ListCommand.spec],
  defaultSubcommand: "list")

let output = StandardOutput()

do throws(CommandLineError) {
  switch try CommandLineParser(root: archlab).parse(Array(CommandLine.arguments.dropFirst())) {
  case .help(let command, let path):
    output.write(HelpFormatter().help(for: command, path: path))
  case .version(let version):
    output.writeLine("archlab \(version)")
  case .run(let parsed):
    switch parsed.commandPath.dropFirst().first {
    case "list": output.writeLine(ListCommand.run())
    default: preconditionFailure("no runner for \(parsed.commandPath)")
    }
  }
} catch {
  output.writeError("archlab: \(error)")
  output.writeError("See 'archlab --help'.")
  exit(error.exitCode)
}
