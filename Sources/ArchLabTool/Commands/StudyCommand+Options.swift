import ArchCodebase
import ArchLabCLI
import Foundation

extension StudyCommand {
  /// `archlab study`'s options, read and checked once.
  struct Options: CommandOptions, OutputOptions {
    static let cache: Option<URL?> = Option<String?>.string(
      "cache", valueName: "dir",
      help: "Where clones and each commit's source files are kept (default: \(StudyWorkspace.defaultCache.path))."
    ).map { path throws(CommandLineError) in
      guard let path else { return nil }
      // An empty name would cache in the current folder, cloning into whatever folder the user is in.
      guard !path.trimmingCharacters(in: .whitespaces).isEmpty else {
        throw .usage("--cache needs a folder name, such as --cache /tmp/archlab-cache")
      }
      return URL(fileURLWithPath: path, isDirectory: true)
    }
    static let jobs: Option<Int?> = Option<String?>.string(
      "jobs", valueName: "n", help: "Apps measured at once (default: the machine's cores)."
    ).map { text throws(CommandLineError) in
      guard let text else { return nil }
      guard let jobs = Int(text), jobs >= 1 else { throw .usage("--jobs \(text): give a whole number, 1 or more") }
      return jobs
    }
    static let format = Format.option(default: .text, help: "How to write the result (json: schema archlab-study/1).")
    static let file: Positional<String> = .one("file", help: "The study file: one app a line.")

    /// The study file's path.
    var file: String
    var output: String?
    /// The format to write, `--output`'s extension considered.
    var format: Format
    /// `--width`, when given.
    var width: Int?
    /// Apps measured at once; `nil` for the machine's cores.
    var jobs: Int?
    /// Where clones are kept; `nil` for ``StudyWorkspace/defaultCache``.
    var cache: URL?
    /// The seed of the verdicts' bootstrap.
    var seed: UInt64

    init(_ parsed: ParsedArguments) throws(CommandLineError) {
      output = try parsed.value(of: SharedOptions.output)
      file = parsed.value(of: Self.file)
      format = try Format.resolve(parsed.value(of: Self.format), isGiven: parsed.isGiven(Self.format), output: output)
      width = try parsed.value(of: SharedOptions.width)
      jobs = try parsed.value(of: Self.jobs)
      cache = try parsed.value(of: Self.cache)
      seed = try parsed.value(of: SharedOptions.seed)
    }
  }
}
