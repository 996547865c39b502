import ArchLabCLI
import ArchMetrics
import Foundation

@testable import ArchLabTool

/// `compare` runs that differ only in `--width` share one measurement: the
/// tests ask for the whole suite at three widths and a screen at five, the
/// measurement takes seconds (five times that under ThreadSanitizer), and
/// only the writing reads the width. Each run still goes through the
/// command's own option parsing and ``CompareCommand/write(_:options:output:)``.
enum SharedCompare {
  /// The run of `arguments`, or `nil` when it is not a text `compare` to a
  /// pipe that passes, which ``ArchlabProcess/runInProcess(_:)`` runs whole.
  static func run(_ arguments: [String]) -> ArchlabProcess.Result? {
    guard arguments.first == "compare", !arguments.contains(where: { $0.hasPrefix("-o") || $0.hasPrefix("--output") }),
      case .run(let parsed)? = try? CommandLineParser(root: ArchLabTool.root(named: "archlab")).parse(arguments),
      let options = try? CompareCommand.Options(parsed), options.format == .text,
      let report = reports.value(for: measured(arguments), make: { try? CompareCommand.report(for: options) }),
      report.failures.isEmpty
    else { return nil }
    let output = PipedOutput()
    do {
      try CompareCommand.write(report, options: options, output: output)
    } catch {
      return nil
    }
    return ArchlabProcess.Result(exitCode: 0, stdout: output.standardOutput, stderr: output.standardError)
  }

  /// `arguments` without `--width` and its value: what the measurement reads.
  static func measured(_ arguments: [String]) -> [String] {
    var kept: [String] = []
    var skipsValue = false
    for argument in arguments {
      if skipsValue {
        skipsValue = false
      } else if argument == "--width" {
        skipsValue = true
      } else if !argument.hasPrefix("--width=") {
        kept.append(argument)
      }
    }
    return kept
  }

  private static let reports = OncePerKey<[String], ArchLabReport?>()
}
