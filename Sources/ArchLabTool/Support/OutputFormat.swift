import ArchLabCLI

/// The format a command writes: `--format` when given, else the one the
/// `--output` file's extension names (when the command writes it), else
/// the default.
enum OutputFormat {
  static let byExtension = [
    "html": "html", "htm": "html", "md": "markdown", "markdown": "markdown", "json": "json", "txt": "text",
  ]

  /// `archlab compare --output report.html` writes HTML.
  static func resolve(_ arguments: ParsedArguments) -> String? {
    if arguments.isGiven("format") { return arguments.value("format") }
    if let path = arguments.value("output"), let dot = path.lastIndex(of: "."),
      let named = byExtension[path[path.index(after: dot)...].lowercased()],
      arguments.allowedValues("format").contains(named)
    {
      return named
    }
    return arguments.value("format")
  }

  /// The `--output` help line of a command that writes these formats.
  static let outputHelp =
    "Write to this file instead of standard output (- is standard output); its extension (.html, .md, .json, "
    + ".txt) picks the format unless --format says. As a shell's > would, a read-only file is refused, and a file "
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
