import ArchLabBenchOptions
import ArchLabCLI

/// Reads a command line the way `archlab-bench` does, for the tests.
enum Bench {
  /// The mode a command line (split on spaces) asks for; fails the test's `try` on help.
  static func mode(_ line: String) throws -> BenchMode {
    switch try BenchCommand.parse(words(line)) {
    case .run(let mode): return mode
    case .help: throw NotAMode()
    }
  }

  /// The suites' options a command line asks for; throws for another mode.
  static func suites(_ line: String) throws -> SuiteOptions {
    guard case .suites(let options) = try mode(line) else { throw NotAMode() }
    return options
  }

  /// The one-line message of the usage error a command line makes, or `nil`.
  static func error(_ line: String) -> String? {
    do {
      _ = try BenchCommand.parse(words(line))
      return nil
    } catch {
      return error.description
    }
  }

  static func words(_ line: String) -> [String] {
    line.split(separator: " ").map(String.init)
  }

  struct NotAMode: Error {}
}
