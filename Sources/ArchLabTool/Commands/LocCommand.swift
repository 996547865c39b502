import ArchCodebase
import ArchFeatures
import ArchLabCLI
import ArchMetrics
import Foundation

/// `archlab loc [PATH …]`: lines by role for any Swift tree.
enum LocCommand: Command {
  /// The formats it writes, in the order `--help` lists them.
  enum Format: String, CommandFormat { case text, markdown, json }

  static let spec = CommandSpec(
    name: "loc",
    abstract: "Count lines of Swift, Kotlin and Java by role, for the feature suite or any tree.",
    discussion: """
      Blank lines and comments (//, nested /* */, doc comments) are not code; \
      string literals, multi-line and raw ones included, are. Kotlin (.kt, \
      .kts) and Java (.java) are counted by their own rules; other languages \
      (Objective-C, C, …) are listed as not counted. Roles come from path \
      rules, first match wins: for a PATH, the iOS and Android preset of \
      'archlab claims' (presenter, view model, view controller, activity, \
      fragment, repository, coordinator, …; see docs/Claims.md); for the \
      feature suite, its own layout (*Presenter.swift presenter, \
      *ViewModel.swift view model, *View.swift view, **/Model/** model, …). A \
      rules file replaces them: one '<glob> <role>' per line ('*' within a \
      folder, '**' across folders, # comments), globs relative to each PATH. \
      Tests, generated code, vendored trees (Pods/, Carthage/, build/, …), \
      templates, previews and build scripts are left out and listed with \
      their lines; --exclude adds a glob, --include-tests counts tests. \
      Folders yield their source files, hidden ones left out; symbolic links \
      are followed, each folder once. A file or folder that cannot be read, \
      is no regular file, lies deeper than the system can name (PATH_MAX), \
      has a name that is not UTF-8, or is binary (NUL bytes in its first \
      8,000) is named and the exit status is 1. Without a \
      path, counts the feature suite per screen and variant.
      """,
    examples: ["archlab loc", "archlab loc Sources/MyApp --rules roles.txt", "archlab loc Sources --format json"],
    options: [Options.rules.spec, Options.format.spec, Options.exclude.spec, SharedOptions.width.spec],
    flags: [Options.includeTests.spec, Options.strict.spec],
    positionals: [Options.paths.spec])

  static func run(_ options: Options, output: some Output) throws(CommandFailure) {
    let user = try options.rules.map { path throws(CommandFailure) in try readRules(path) }
    let format = options.format
    let paths = options.paths
    let width = output.textWidth(options.width)
    if paths.isEmpty {
      output.write(try suite(rules: user ?? SuiteLookup.rules, format: format, style: output.style, width: width))
    } else {
      let exclusions = try Self.exclusions(options.exclude, includeTests: options.includeTests)
      let report = try count(paths, rules: user ?? .mobilePreset, exclusions: exclusions)
      try RulesDiagnostics.report(report, user: user, strict: options.strict, output: output)
      if !report.files.isEmpty {
        output.write(
          render(report, format: format, style: output.style, showRules: user != nil, roots: paths, width: width))
      }
      try failIfIncomplete(report, roots: paths, output: output)
    }
  }

  /// The exclusions `--exclude` and `--include-tests` ask for.
  static func exclusions(_ globs: [String], includeTests: Bool) throws(CommandFailure) -> ExclusionRules {
    if globs.contains(where: { $0.trimmingCharacters(in: .whitespaces).isEmpty }) {
      throw .usage("--exclude needs a glob, such as --exclude '**/Legacy/**'")
    }
    let base: ExclusionRules = includeTests ? .standard.includingTests() : .standard
    return base.adding(globs)
  }

  /// Names each path that could not be counted on stderr, then fails: the
  /// figures printed leave those paths out.
  static func failIfIncomplete(_ report: LineCountReport, roots: [String], output: some Output) throws(CommandFailure) {
    guard !report.skipped.isEmpty else { return }
    for skipped in report.skipped {
      output.writeError("archlab: cannot count \(shown(skipped.path, roots: roots)): \(skipped.reason.rawValue)")
    }
    if report.files.isEmpty { throw .failed("nothing counted") }
    let one = report.skipped.count == 1
    let counted = "\(report.skipped.count) \(one ? "path" : "paths") not counted (above)"
    throw .failed("\(counted); the figures leave \(one ? "it" : "them") out")
  }

  /// A path of the report as the user can find it from where they are:
  /// with one root, the root as typed before the root-relative path.
  static func shown(_ path: String, roots: [String]) -> String {
    guard roots.count == 1, !path.hasPrefix("/") else { return path }
    var isFolder: ObjCBool = false
    let root = roots[0]
    let exists = FileManager.default.fileExists(atPath: root, isDirectory: &isFolder)
    // A file's folder as typed; none for a bare name.
    let folder = exists && isFolder.boolValue ? root : root.lastIndex(of: "/").map { String(root[...$0]) } ?? ""
    guard !folder.isEmpty else { return path }
    return (folder.hasSuffix("/") ? folder : folder + "/") + path
  }

  /// The rules the suite's lines are counted under: `--rules`, else the run's.
  static func suiteRules(_ path: String?) throws(CommandFailure) -> RoleRules {
    try path.map { path throws(CommandFailure) in try readRules(path) } ?? SuiteLookup.rules
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

  static func suite(rules: RoleRules, format: Format, style: ANSIStyle, width: Int) throws(CommandFailure) -> String {
    let rows: [LinesRow]
    do {
      rows = try SuiteLines.measure(SuiteLookup.suite, sources: SuiteLookup.sources, rules: rules)
    } catch {
      throw .failed("cannot read the feature suite's sources: \(error.localizedDescription)")
    }
    var report = ArchLabReport(machine: "any", command: "archlab loc", cycles: 0, timed: false, lines: rows)
    report.provenance = .current()
    switch format {
    case .json: return JSONRenderer().render(report)
    case .markdown: return MarkdownRenderer().render(report)
    case .text:
      let title = "Lines by part in the feature suite"
      let heading = wrap(
        title + " (as archlab claims counts a screen: shares of logic + view + model; wiring, other and each "
          + "feature's shared model beside; fakes left out)", width: width)
      return style.bold(title) + heading.dropFirst(title.count) + "\n\n"
        + LocTables.suite(rows).plainText(width: width).trimmingTrailingSpaces + "\n"
    }
  }

  static func count(
    _ paths: [String], rules: RoleRules, exclusions: ExclusionRules
  ) throws(CommandFailure) -> LineCountReport {
    let urls = paths.map { URL(fileURLWithPath: $0) }
    let report: LineCountReport
    // A large tree takes seconds: a counter with the time left, on a terminal only.
    let progress = Progress()
    defer { progress.finish() }
    do {
      report = try LineCountReport(counting: urls, rules: rules, exclusions: exclusions) { done, total in
        // Each root counts from 0: its own pace gives its time left.
        if done == 0 { progress.restart() }
        progress.update("archlab: counting lines, files (\(done) of \(total))")
      }
    } catch let error as CocoaError where error.code == .fileReadNoSuchFile {
      // Named as the user typed it.
      let missing = zip(paths, urls).first { $0.1.path == error.filePath }?.0 ?? error.filePath ?? "?"
      throw .usage("no such file or folder: \(missing)")
    } catch {
      throw .failed("cannot count \(paths.joined(separator: " ")): \(error.localizedDescription)")
    }
    if report.files.isEmpty && report.skipped.isEmpty {
      let leftOut = report.excluded.map(\.files).reduce(0, +)
      let reasons = report.excluded.map(\.reason.rawValue).joined(separator: ", ")
      let why = leftOut == 0 ? "" : " (\(leftOut) left out: \(reasons))"
      throw .usage("no Swift, Kotlin or Java files in \(paths.joined(separator: " "))\(why)")
    }
    return report
  }

  static func render(
    _ report: LineCountReport, format: Format, style: ANSIStyle, showRules: Bool, roots: [String], width: Int
  ) -> String {
    switch format {
    case .json:
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
      return String(decoding: (try? encoder.encode(report)) ?? Data(), as: UTF8.self) + "\n"
    case .markdown:
      let rows = LocTables.roles(report).rows.map { "| " + $0.map(\.text).joined(separator: " | ") + " |\n" }
      let skipped = report.skipped.map { "`\($0.path.escapingControlCharacters)` (\($0.reason.rawValue))" }
      return "| role | files | code | share | comment | blank |\n|:---|---:|---:|---:|---:|---:|\n" + rows.joined()
        + (skipped.isEmpty ? "" : "\nNot counted: " + skipped.joined(separator: ", ") + ".\n")
    case .text:
      // File names and roots may hold anything: each line shows them escaped.
      func line(_ text: String) -> String {
        wrap(text.escapingControlCharacters, width: width, indent: "  ", continuation: "    ") + "\n"
      }
      let title = "Lines by role in \(roots.joined(separator: " ").escapingControlCharacters)"
      let heading = wrap(title + " (paths relative to it)", width: width)
      var text = (heading.hasPrefix(title) ? style.bold(title) + heading.dropFirst(title.count) : heading) + "\n\n"
      text += LocTables.roles(report).plainText(width: width).trimmingTrailingSpaces + "\n\n"
      if report.languages.count > 1 || report.languages.first?.language != .swift {
        text += style.bold("Lines by language") + "\n\n"
          + LocTables.languages(report).plainText(width: width).trimmingTrailingSpaces + "\n\n"
      }
      text += style.bold("Files") + "\n\n"
        + LocTables.files(report).plainText(width: width).trimmingTrailingSpaces + "\n"
      let notes = report.files.flatMap { file in
        file.notes.map { line("\(file.path): \($0)").dropLast() }
      }
      if !notes.isEmpty { text += "\n" + style.bold("Notes") + "\n" + notes.joined(separator: "\n") + "\n" }
      if !report.skipped.isEmpty || !report.uncounted.isEmpty {
        text += "\n" + style.bold("Not counted") + "\n" + report.skipped.map { line("\($0)") }.joined()
          + report.uncounted.map { line("\($0) (language not counted)") }.joined()
      }
      if !report.excluded.isEmpty {
        text += "\n" + style.bold("Left out") + "\n" + report.excluded.map { line("\($0)") }.joined()
      }
      if showRules {
        text += "\n" + style.bold("Rules") + "\n" + report.ruleMatches.map { line("\($0)") }.joined()
      }
      return text
    }
  }
}
