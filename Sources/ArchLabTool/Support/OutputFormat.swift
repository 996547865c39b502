import ArchLabCLI

/// The formats one command writes: an enum of its own in the command's
/// file (`enum Format: String, CommandFormat { case text, html }`), so its
/// `--format` lists exactly those, and its `switch` over them is checked
/// by the compiler; a format added to one command touches no other.
protocol CommandFormat: RawRepresentable<String>, CaseIterable, Sendable {}

extension CommandFormat {
  /// `--format`, its values the cases in declaration order.
  static func option(default: Self, help: String) -> OptionSpec {
    OptionSpec(
      "format", valueName: "format", help: help, allowedValues: allCases.map(\.rawValue),
      defaultValue: `default`.rawValue)
  }

  /// The format to write: `--format` when given; else the one the
  /// `--output` file's extension names (`archlab compare --output
  /// report.html` writes HTML), refused when this command does not write
  /// it, so `play --output x.json` never writes text into a `.json` file;
  /// else the default.
  ///
  /// - Throws: a usage error (exit 2) for an extension naming a format
  ///   the command does not write.
  static func resolve(_ arguments: ParsedArguments) throws(CommandFailure) -> Self {
    // The parser has checked the value against the cases; the fallback is never taken.
    let given = { Self(rawValue: arguments.value("format") ?? "") ?? allCases.first! }
    if arguments.isGiven("format") { return given() }
    if arguments.declares("output"), let path = arguments.outputFile, let dot = path.lastIndex(of: "."),
      let named = OutputFormat.byExtension[path[path.index(after: dot)...].lowercased()]
    {
      guard let format = Self(rawValue: named) else {
        let written = allCases.map(\.rawValue).joined(separator: " or ")
        throw .usage(
          "cannot write \(named) to \(path): this command writes \(written); name the file for one of them, or give "
            + "--format to write it anyway")
      }
      return format
    }
    return given()
  }
}

/// What every command's output options share.
enum OutputFormat {
  /// The format an `--output` file's extension names.
  static let byExtension = [
    "html": "html", "htm": "html", "md": "markdown", "markdown": "markdown", "json": "json", "txt": "text",
  ]

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
