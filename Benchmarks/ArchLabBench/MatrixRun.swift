import ArchFeatures
import ArchLabBenchOptions
import ArchLabCLI
import ArchMetrics
import Foundation

/// The `matrix` suite: everything an ``ArchLabReport`` holds, timed, with
/// the flow suite's timings added so one JSON file can be diffed.
struct MatrixRun {
  let options: SuiteOptions
  let flowTimings: [TimingRow]

  func run() throws -> ArchLabReport {
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
      cycles: options.cycles, timed: true, timingRuns: options.quick ? 50 : 5_000,
      scenarioRounds: options.quick ? 1 : 5, coverage: coverage, command: commandLine,
      machine: MachineDescription.current)
    let clock = ContinuousClock()
    let start = clock.now
    var report = try builder.build(.standard) { line in
      // A line per pair, not per lap of cycles: stderr here is a log, not one redrawn line.
      guard !line.contains(", cycle ") else { return }
      // The builder's lines name their step already (`matrix at 200 cycles: search / mvp …`).
      let step = line.hasPrefix("matrix") ? line : "matrix: \(line)"
      printError(step + TimeLeft.suffix(for: line, elapsed: clock.now - start))
    }
    report.timings += flowTimings
    let elapsed = start.duration(to: clock.now).formatted(.units(allowed: [.seconds], fractionalPart: .show(length: 1)))
    printError("matrix: done in \(elapsed)")
    return report
  }

  /// The command that makes this run again, with paths inside the working
  /// folder made relative: built from the parsed options, so `--out=/tmp/x`
  /// or a path with a space still replays.
  var commandLine: String {
    options.commandLine(relativeTo: FileManager.default.currentDirectoryPath + "/")
  }
}

/// A bench failure with one clear line.
struct BenchError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
