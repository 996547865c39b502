import ArchFeatures
import ArchLabCLI
import ArchMetrics
import Foundation

/// The `matrix` suite: everything an ``ArchLabReport`` holds, timed, with
/// the flow suite's timings added so one JSON file can be diffed.
struct MatrixRun {
  let options: Options
  let flowTimings: [TimingRow]

  func run() throws -> ArchLabReport {
    let cycles = options.cycles ?? (options.quick ? 3 : 200)
    let coverage = try options.coveragePath.map { path in
      do {
        return try CoverageReader.figures(from: Data(contentsOf: URL(fileURLWithPath: path)))
      } catch let failure as CoverageReader.Failure {
        throw BenchError("--coverage \(path): \(failure)")
      } catch {
        throw BenchError("--coverage \(path): cannot read the file (\(error.localizedDescription))")
      }
    }
    let builder = ReportBuilder(
      cycles: cycles, timed: true, timingRuns: options.quick ? 50 : 5_000, scenarioRounds: options.quick ? 1 : 5,
      coverage: coverage, command: commandLine, machine: MachineDescription.current)
    let clock = ContinuousClock()
    let start = clock.now
    let started = ContinuousClock.now
    var report = try builder.build(.standard) { line in
      printError("matrix: \(line)" + TimeLeft.suffix(for: line, elapsed: ContinuousClock.now - started))
    }
    report.timings += flowTimings
    let elapsed = start.duration(to: clock.now).formatted(.units(allowed: [.seconds], fractionalPart: .show(length: 1)))
    printError("matrix: done in \(elapsed)")
    return report
  }

  /// The command as typed, with paths inside the working folder made relative.
  var commandLine: String {
    let folder = FileManager.default.currentDirectoryPath + "/"
    let arguments = CommandLine.arguments.dropFirst().map {
      $0.hasPrefix(folder) ? String($0.dropFirst(folder.count)) : $0
    }
    return (["archlab-bench"] + arguments).joined(separator: " ")
  }
}

/// A bench failure with one clear line.
struct BenchError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
