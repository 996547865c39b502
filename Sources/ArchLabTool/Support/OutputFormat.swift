import ArchLabCLI

/// A format a command writes. Each command's `--format` is built from the
/// formats it writes (`option(_:default:help:)`) and read back as this
/// type, so a command's `switch` over it is checked by the compiler.
enum OutputFormat: String, CaseIterable, Sendable {
  case text, markdown, json, html

  static let byExtension: [String: OutputFormat] = [
    "html": .html, "htm": .html, "md": .markdown, "markdown": .markdown, "json": .json, "txt": .text,
  ]

  /// `--format` for a command that writes `formats`, listed in that order.
  static func option(_ formats: [OutputFormat], default: OutputFormat, help: String) -> OptionSpec {
    OptionSpec(
      "format", valueName: "format", help: help, allowedValues: formats.map(\.rawValue), defaultValue: `default`.rawValue)
  }

  /// The format to write: `--format` when given; else the one the
  /// `--output` file's extension names (`archlab compare --output
  /// report.html` writes HTML), refused when this command does not write
  /// it, so `play --output x.json` never writes text into a `.json` file;
  /// else the default.
  ///
  /// - Throws: a usage error (exit 2) for an extension naming a format
  ///   the command does not write.
  static func resolve(_ arguments: ParsedArguments) throws(CommandFailure) -> OutputFormat {
    let allowed = arguments.allowedValues("format")
    let given = { OutputFormat(rawValue: arguments.value("format") ?? "") ?? .text }
    if arguments.isGiven("format") { return given() }
    if arguments.declares("output"), let path = arguments.outputFile, let dot = path.lastIndex(of: "."),
      let named = byExtension[path[path.index(after: dot)...].lowercased()]
    {
      guard allowed.contains(named.rawValue) else {
        throw .usage(
          "cannot write \(named) to \(path): this command writes \(allowed.joined(separator: " or ")); name the file "
            + "for one of them, or give --format to write it anyway")
      }
      return named
    }
    return given()
  }

  /// The `--output` help line of a command that writes these formats.
  static let outputHelp =
    "Write to this file instead of standard output (- is standard output); its extension (.html, .md, .json, "
    + ".txt) picks the format unless --format says, and one naming a format this command does not write is refused. "
    + "As a shell's > would, a read-only file is refused, and a file "
    + "that exists keeps its mode and owner; it is replaced whole through a temporary file, except that a file "
    + "with several hard links (all of them get the new text) or in a folder you may not write is written in place."
}

extension ParsedArguments {
  /// The file `--output` names, or `nil` for standard output (no
  /// `--output`, or `--output -`).
  var outputFile: String? {
    value("output").flatMap { $0 == Files.standardOutput ? nil : $0 }
  }
}
