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
    return sharedRuns.value(for: arguments) { SharedCompare.run(arguments) ?? runInProcess(arguments) }
  }

  private static let sharedRuns = OncePerKey<[String], Result>()

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
final class PipedOutput: Output {
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

/// Values made once per key and shared: the first test that asks makes
/// one, and any other asking for the same key meanwhile waits for it.
final class OncePerKey<Key: Hashable & Sendable, Value>: @unchecked Sendable {
  /// One key's value: made by the first test that asks, waited for by the others.
  private final class Slot: @unchecked Sendable {
    // `lock` is held while the value is made, and guards `value`.
    let lock = NSLock()
    var value: Value?
  }

  // `lock` guards `slots`.
  private let lock = NSLock()
  private var slots: [Key: Slot] = [:]

  /// The kept value for `key`, made by `make` if no test asked before.
  func value(for key: Key, make: () -> Value) -> Value {
    let slot = lock.withLock {
      if let slot = slots[key] { return slot }
      let slot = Slot()
      slots[key] = slot
      return slot
    }
    // A test waits here while another makes the same value: making it is synchronous and needs no other thread.
    return slot.lock.withLock {
      if let value = slot.value { return value }
      let value = make()
      slot.value = value
      return value
    }
  }
}
