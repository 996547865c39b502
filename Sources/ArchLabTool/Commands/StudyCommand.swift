import ArchCodebase
import ArchLabCLI
import ArchMetrics
import Foundation

/// `archlab study FILE`: `archlab claims` on every app a file lists, pooled.
enum StudyCommand: Command {
  /// The formats it writes, in the order `--help` lists them.
  enum Format: String, CommandFormat { case text, markdown, json, html }

  static let spec = CommandSpec(
    name: "study",
    abstract: "Measure every app a study file lists and pool their screens: a field study in one command.",
    discussion: """
      FILE lists one app a line: LABEL SOURCE [COMMIT] [SUBFOLDER], fields \
      separated by spaces, '#' starting a comment. SOURCE is a folder or a git \
      repository (a path or a URL); COMMIT is a commit, tag or branch, or '-' \
      for none (a plain folder, or the repository's working tree). With a \
      commit, the tree at that commit is measured, never a working tree: the \
      repository is cloned once into the cache folder (reused by later runs) \
      and the commit's Swift, Kotlin and Java files written there, no other \
      file (an asset missing from the history fails no app). A relative path \
      is read from FILE's folder. Each app is measured as 'archlab claims' \
      measures a tree with no options; the screens of all apps are \
      then pooled by pattern family (MVP-family, MVVM, MVC) and platform (iOS: \
      Swift; Android: Kotlin and Java), and the article's claims judged on \
      each pool by the same rules. Apps are measured in parallel; the output \
      keeps FILE's order. A bad line is an error before any work (exit 2); an \
      app that cannot be measured (a URL that cannot be reached, a missing \
      commit, an empty tree) is reported and the others still run, and the \
      exit status is 1. A symbolic link that leads out of an app's tree is \
      never followed; it is named, as is any path that cannot be counted (a \
      binary file, a name that is not UTF-8, a path too long), and the exit \
      status is 1. An app with code and no screen, or under a quarter of its \
      code in screens, is flagged '!' with claims' warning, and still pooled. \
      See docs/Claims.md.
      """,
    examples: [
      "archlab study apps.txt", "archlab study apps.txt --format markdown --output study.md",
      "archlab study apps.txt --cache /tmp/archlab-cache --jobs 1",
    ],
    options: [
      Options.cache.spec, Options.jobs.spec, Options.format.spec, SharedOptions.output.spec, SharedOptions.seed.spec,
      SharedOptions.width.spec,
    ],
    positionals: [Options.file.spec])

  static func run(_ options: Options, output: some Output) throws(CommandFailure) {
    if let path = options.output {
      try Files.checkWritable(path, inputs: [options.file])
    }
    let format = options.format
    let width = output.textWidth(options.width, toFile: options.outputFile != nil)
    let file = try read(options.file)
    let workspace = StudyWorkspace(cache: options.cache ?? StudyWorkspace.defaultCache)
    let progress = LockedProgress()
    let study = Study.measure(
      file, in: workspace, parallelism: options.jobs ?? ProcessInfo.processInfo.activeProcessorCount,
      command: SuiteLookup.invocation.joined(separator: " "), seed: options.seed
    ) { step in
      // "(i of n)": app i is under way, i − 1 are done, as the time left reads it.
      let current = min(step.done + 1, step.total)
      let label = step.label.count > 24 ? step.label.prefix(23) + "…" : step.label
      progress.update("archlab study: app (\(current) of \(step.total)), \(label.escapedControls)")
    }
    progress.finish()
    let text: String =
      switch format {
      case .json: study.json()
      case .markdown: StudyText(study: study).markdown()
      case .html: StudyHTML(study: study).render()
      case .text:
        StudyText(study: study, color: options.outputFile == nil && output.style.enabled, width: width).plain()
      }
    try Files.deliver(text, to: options.output, output: output)
    let failed = study.failures
    for app in failed {
      output.writeError("archlab: \(app.entry.label) (line \(app.entry.line)): \(app.failure ?? "")")
    }
    // As `claims` does: each path left out is named, and the figures are incomplete.
    let skipped = study.apps.flatMap { app in app.skippedPaths.map { (app.entry.label, $0) } }
    for (label, path) in skipped { output.writeError("archlab: \(label): cannot count \(path)") }
    guard failed.isEmpty else {
      throw .failed("\(failed.count) of \(study.apps.count) apps could not be measured (above)")
    }
    guard skipped.isEmpty else {
      let one = skipped.count == 1
      throw .failed(
        "\(skipped.count) \(one ? "path" : "paths") not counted (above); the figures leave \(one ? "it" : "them") out")
    }
  }

  /// The study file at `path`, parsed; any error is a usage error naming
  /// the file (what it is, when not a regular file) or the line.
  static func read(_ path: String) throws(CommandFailure) -> StudyFile {
    let data: Data
    switch Files.contents(of: path) {
    case .success(let contents): data = contents
    case .failure(let problem): throw .usage("\(path): \(problem.words(what: "study file"))")
    }
    guard let text = String(data: data, encoding: .utf8) else { throw .usage("\(path): is not UTF-8 text") }
    do {
      // Relative paths in the file are read from its own folder, wherever the command runs.
      return try StudyFile(parsing: text, relativeTo: URL(fileURLWithPath: path).deletingLastPathComponent())
    } catch {
      throw .usage("\(path): \(error.description)")
    }
  }
}

/// The progress line, updated from the study's worker threads.
private final class LockedProgress: @unchecked Sendable {
  // `lock` guards `progress`, which is not thread-safe.
  private let lock = NSLock()
  private let progress = Progress()

  func update(_ line: String) {
    lock.lock()
    defer { lock.unlock() }
    progress.update(line)
  }

  func finish() {
    lock.lock()
    defer { lock.unlock() }
    progress.finish()
  }
}
