import ArchLabCLI

extension SuiteOptions {
  /// The command that makes this run again, as the report records it: the
  /// options as parsed (not as typed: `--out=x` reads `--out x`), paths
  /// inside `folder` made relative to it, and each value a shell would
  /// split or expand quoted.
  ///
  /// ```swift
  /// options.commandLine(relativeTo: "/work/ArchLab/")
  /// // archlab-bench --suite matrix --coverage .build/debug/codecov/ArchLab.json
  /// ```
  package func commandLine(relativeTo folder: String) -> String {
    func path(_ value: String) -> String {
      value.hasPrefix(folder) && value.count > folder.count ? String(value.dropFirst(folder.count)) : value
    }
    var words = ["archlab-bench"]
    if suites != BenchSuite.each { words += suites.flatMap { ["--suite", $0.rawValue] } }
    if let givenCycles { words += ["--cycles", String(givenCycles)] }
    if let outDirectory { words += ["--out", ShellWord.quoted(path(outDirectory))] }
    if let jsonPath { words += ["--json", ShellWord.quoted(path(jsonPath))] }
    if let coveragePath { words += ["--coverage", ShellWord.quoted(path(coveragePath))] }
    if let filter { words += ["--filter", ShellWord.quoted(filter)] }
    if let processes { words += ["--processes", String(processes)] }
    if quick { words.append("--quick") }
    return words.joined(separator: " ")
  }
}
