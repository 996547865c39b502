import ArchFlow
import Foundation

/// `archlab`: the workshop command. While the tool is young it lists what
/// exists and proves the reactive core works by running it.
let version = "0.1.0-dev"

let usage = """
  USAGE: archlab <command>

  COMMANDS:
    list        What ArchLab contains today, with a live check of ArchFlow.

  OPTIONS:
    -h, --help  Show this help.
    --version   Show the version.

  EXAMPLE:
    swift run archlab list
  """

func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data("archlab: \(message)\n".utf8))
  exit(2)
}

var arguments = Array(CommandLine.arguments.dropFirst())
if arguments.isEmpty { arguments = ["list"] }

switch arguments[0] {
case "-h", "--help", "help":
  print(usage)
case "--version":
  print("archlab \(version)")
case "list":
  if arguments.count > 1 { fail("'list' takes no arguments, got '\(arguments[1])' (see 'archlab --help')") }
  print(ListCommand.run())
default:
  let known = ["list", "--help", "--version"]
  let input = arguments[0]
  let hint = known.min { editDistance($0, input) < editDistance($1, input) } ?? "list"
  fail("unknown command '\(input)'; did you mean '\(hint)'? (see 'archlab --help')")
}
