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
    "Write to this file instead of standard output; its extension (.html, .md, .json, .txt) picks the format "
    + "unless --format says."
}
