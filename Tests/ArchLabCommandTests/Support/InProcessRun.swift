import ArchLabCLI
import ArchLabTool
import Foundation

extension ArchlabProcess {
  /// Runs `arguments` as the built `archlab` would with its output piped,
  /// but in this process, through the library entry point (`ArchLabTool.run`):
  /// the same commands, 100 columns, no colour, control characters escaped
  /// as `StandardOutput` escapes them; a run costs no process launch.
  ///
  /// What only a real process shows (exit on a closed stream, an environment
  /// variable, a working folder, a signal) is tested with ``run(_:environment:executable:in:asOtherUser:)``.
  /// A report's date is today's here, not `SOURCE_DATE_EPOCH`'s: snapshots
  /// that show it launch the binary.
  static func runInProcess(_ arguments: [String]) -> Result {
    // Relative paths in arguments are the package root's, as for the binary.
    _ = inPackageRoot
    let output = PipedOutput()
    let status = ArchLabTool.run(arguments, output: output)
    return Result(exitCode: status, stdout: output.standardOutput, stderr: output.standardError)
  }

  /// ``runInProcess(_:)`` shared: the first run of `arguments` is kept and
  /// every later test that asks for the same arguments gets its result, so
  /// the full `compare` that the snapshots, the README and the guides all
  /// show runs once. Only for commands that read the package's own files,
  /// which no test changes; a run that writes `--output` always runs.
  static func runInProcessOnce(_ arguments: [String]) -> Result {
    guard !arguments.contains(where: { $0 == "-o" || $0.hasPrefix("--output") }) else {
      return runInProcess(arguments)
    }
    return sharedRuns.result(for: arguments) { runInProcess(arguments) }
  }

  private static let sharedRuns = SharedRuns()

  /// Moves this process to the package root once, when `swift test` was
  /// started elsewhere (it usually is started there, and nothing moves).
  private static let inPackageRoot: Void = {
    let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).resolvingSymlinksInPath()
    if current.path != packageRoot.resolvingSymlinksInPath().path {
      let moved = FileManager.default.changeCurrentDirectoryPath(packageRoot.path)
      precondition(moved, "cannot change to the package root \(packageRoot.path)")
    }
  }()
}

/// What `StandardOutput` writes to a pipe, kept in memory: its width, no
/// colour, its escaping of control characters.
private final class PipedOutput: Output {
  private(set) var standardOutput = ""
  private(set) var standardError = ""
  let style = ANSIStyle(enabled: false)

  func write(_ text: String) {
    standardOutput += text.escapingControlCharactersButLayout
  }

  func writeError(_ line: String) {
    standardError += line.escapingControlCharacters + "\n"
  }
}

/// The runs ``ArchlabProcess/runInProcessOnce(_:)`` keeps, by arguments.
private final class SharedRuns: @unchecked Sendable {
  /// One command's run: made by the first test that asks, waited for by the others.
  private final class Run: @unchecked Sendable {
    // `lock` is held while the command runs, and guards `result`.
    let lock = NSLock()
    var result: ArchlabProcess.Result?
  }

  // `lock` guards `runs`.
  private let lock = NSLock()
  private var runs: [[String]: Run] = [:]

  /// The kept result for `arguments`, made by `make` if no test asked before.
  func result(for arguments: [String], make: () -> ArchlabProcess.Result) -> ArchlabProcess.Result {
    let run = lock.withLock {
      if let run = runs[arguments] { return run }
      let run = Run()
      runs[arguments] = run
      return run
    }
    // A test waits here while another runs the same command: the run is synchronous and needs no other thread.
    return run.lock.withLock {
      if let result = run.result { return result }
      let result = make()
      run.result = result
      return result
    }
  }
}
