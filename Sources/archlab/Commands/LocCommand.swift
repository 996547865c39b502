import ArchFeatures
import ArchLabCLI
import ArchMetrics
import Foundation

/// `archlab loc [PATH …]`: lines by role for any Swift tree.
enum LocCommand: Command {
  static let spec = CommandSpec(
    name: "loc",
    abstract: "Count lines of Swift by role, for the feature suite or any tree.",
    discussion: """
      Blank lines and comments (//, nested /* */, doc comments) are not code; \
      string literals, multi-line and raw ones included, are. Roles come from \
      path rules, first match wins: by default Fake*.swift fake, *Contract.swift \
      contract, *Presenter.swift presenter, *ViewModel.swift view model, \
      *View.swift view, *Controller.swift controller, **/Model/** model, \
      *Scenarios.swift scenarios, the rest other. A rules file has one \
      '<glob> <role>' per line ('*' within a folder, '**' across folders, # \
      comments). Folders yield their .swift files, hidden ones left out; \
      symbolic links are followed, each folder once. A file or folder that \
      cannot be read, or is no regular file, is named and the exit status is \
      1. Without a path, counts the feature suite per screen and variant.
      """,
    examples: ["archlab loc", "archlab loc Sources/MyApp --rules roles.txt", "archlab loc Sources --format json"],
    options: [
      OptionSpec("rules", valueName: "file", help: "Path rules to use instead of the standard ones."),
      OptionSpec("format", valueName: "format", help: "How to print the result.",
                 allowedValues: ["text", "markdown", "json"], defaultValue: "text"),
    ],
    positionals: [PositionalSpec("path", help: "Swift files or folders to count.", arity: .zeroOrMore)])

  static func run(_ arguments: ParsedArguments, output: some Output) throws(CommandFailure) {
    let rules = try arguments.value("rules").map { path throws(CommandFailure) in try readRules(path) } ?? .standard
    let format = arguments.value("format") ?? "text"
    let paths = arguments.positionals("path")
    if paths.isEmpty {
      output.write(try suite(rules: rules, format: format, style: output.style))
    } else {
      let report = try count(paths, rules: rules)
      if !report.files.isEmpty { output.write(render(report, format: format, style: output.style)) }
      try failIfIncomplete(report, output: output)
    }
  }

  /// Names each path that could not be counted on stderr, then fails: the
  /// figures printed leave those paths out.
  static func failIfIncomplete(_ report: LineCountReport, output: some Output) throws(CommandFailure) {
    guard !report.skipped.isEmpty else { return }
    for skipped in report.skipped { output.writeError("archlab: cannot count \(skipped)") }
    if report.files.isEmpty { throw .failed("nothing counted") }
    let one = report.skipped.count == 1
    let counted = "\(report.skipped.count) \(one ? "path" : "paths") not counted (above)"
    throw .failed("\(counted); the figures leave \(one ? "it" : "them") out")
  }

  static func readRules(_ path: String) throws(CommandFailure) -> RoleRules {
    let data = try Files.read(path, what: "rules file")
    guard let text = String(data: data, encoding: .utf8) else { throw .usage("rules file \(path) is not UTF-8 text") }
    do {
      return try RoleRules(parsing: text)
    } catch {
      throw .usage("rules file \(path), \(error)")
    }
  }

  static func suite(rules: RoleRules, format: String, style: ANSIStyle) throws(CommandFailure) -> String {
    let rows: [LinesRow]
    do {
      rows = try SuiteLines.measure(SuiteLookup.suite, sources: SuiteLines.defaultSources, rules: rules)
    } catch {
      throw .failed("cannot read the feature suite's sources: \(error.localizedDescription)")
    }
    let report = ArchLabReport(machine: "any", command: "archlab loc", cycles: 0, timed: false, lines: rows)
    switch format {
    case "json": return JSONRenderer().render(report)
    case "markdown": return MarkdownRenderer().render(report)
    default:
      return style.bold("Lines by role in the feature suite") + " (fakes left out; shared model in every variant)\n\n"
        + LocTables.suite(rows).plainText().trimmingTrailingSpaces + "\n"
    }
  }

  static func count(_ paths: [String], rules: RoleRules) throws(CommandFailure) -> LineCountReport {
    let urls = paths.map { URL(fileURLWithPath: $0) }
    let report: LineCountReport
    do {
      let root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
      report = try LineCountReport(counting: urls, relativeTo: root, rules: rules)
    } catch let error as CocoaError where error.code == .fileReadNoSuchFile {
      // Named as the user typed it.
      let missing = zip(paths, urls).first { $0.1.path == error.filePath }?.0 ?? error.filePath ?? "?"
      throw .usage("no such file or folder: \(missing)")
    } catch {
      throw .failed("cannot count \(paths.joined(separator: " ")): \(error.localizedDescription)")
    }
    if report.files.isEmpty && report.skipped.isEmpty {
      throw .usage("no Swift files in \(paths.joined(separator: " "))")
    }
    return report
  }

  static func render(_ report: LineCountReport, format: String, style: ANSIStyle) -> String {
    switch format {
    case "json":
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
      return String(decoding: (try? encoder.encode(report)) ?? Data(), as: UTF8.self) + "\n"
    case "markdown":
      let rows = LocTables.roles(report).rows.map { "| " + $0.map(\.text).joined(separator: " | ") + " |\n" }
      let skipped = report.skipped.map { "`\($0.path)` (\($0.reason.rawValue))" }
      return "| role | files | code | share | comment | blank |\n|:---|---:|---:|---:|---:|---:|\n" + rows.joined()
        + (skipped.isEmpty ? "" : "\nNot counted: " + skipped.joined(separator: ", ") + ".\n")
    default:
      var text = style.bold("Lines by role") + "\n\n"
      text += LocTables.roles(report).plainText().trimmingTrailingSpaces + "\n\n"
      text += style.bold("Files") + "\n\n" + LocTables.files(report).plainText().trimmingTrailingSpaces + "\n"
      let notes = report.files.flatMap { file in file.notes.map { "  \(file.path): \($0)" } }
      if !notes.isEmpty { text += "\n" + style.bold("Notes") + "\n" + notes.joined(separator: "\n") + "\n" }
      if !report.skipped.isEmpty {
        text += "\n" + style.bold("Not counted") + "\n" + report.skipped.map { "  \($0)\n" }.joined()
      }
      return text
    }
  }
}
