import ArchLabCLI

/// The formats one command writes: an enum of its own in the command's
/// file (`enum Format: String, CommandFormat { case text, html }`), so its
/// `--format` lists exactly those, and its `switch` over them is checked
/// by the compiler; a format added to one command touches no other.
protocol CommandFormat: RawRepresentable<String>, CaseIterable, Sendable {}

extension CommandFormat {
  /// `--format`, its values the cases in declaration order.
  static func option(default: Self, help: String) -> Option<Self> {
    .choice("format", valueName: "format", help: help, default: `default`)
  }

  /// The format to write: `format` when `--format` was given; else the
  /// one the `--output` file's extension names (`archlab compare --output
  /// report.html` writes HTML), refused when this command does not write
  /// it, so `play --output x.json` never writes text into a `.json` file;
  /// else `format`, the default.
  ///
  /// - Throws: a usage error (exit 2) for an extension naming a format
  ///   the command does not write.
  static func resolve(_ format: Self, isGiven: Bool, output: String?) throws(CommandLineError) -> Self {
    if isGiven { return format }
    if let path = OutputFormat.file(output), let dot = path.lastIndex(of: "."),
      let named = OutputFormat.byExtension[path[path.index(after: dot)...].lowercased()]
    {
      guard let written = Self(rawValue: named) else {
        let formats = allCases.map(\.rawValue).joined(separator: " or ")
        throw .usage(
          "cannot write \(named) to \(path): this command writes \(formats); name the file for one of them, or give "
            + "--format to write it anyway")
      }
      return written
    }
    return format
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

extension OutputFormat {
  /// The file `--output` names, or `nil` for standard output (no
  /// `--output`, or `--output -`).
  static func file(_ output: String?) -> String? {
    output.flatMap { $0 == Files.standardOutput ? nil : $0 }
  }
}

/// The options of a command that writes to `--output`.
protocol OutputOptions {
  /// `--output` as given: a file, `-` for standard output, or `nil`.
  var output: String? { get }
}

extension OutputOptions {
  /// The file `--output` names, or `nil` for standard output.
  var outputFile: String? { OutputFormat.file(output) }
}
