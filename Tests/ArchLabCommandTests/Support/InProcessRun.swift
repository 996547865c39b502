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
