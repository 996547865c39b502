import Foundation

/// Runs the built `archlab` binary, as a user would, from the package root.
struct ArchlabProcess {
  /// What one run printed and how it ended.
  struct Result: Equatable {
    var exitCode: Int32
    var stdout: String
    var stderr: String
  }

  /// The package's root folder: commands run there, so relative paths in
  /// snapshots are the same on every machine.
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The `archlab` next to this test bundle (SwiftPM builds it first: the
  /// test target depends on it).
  static let binary: URL = {
    let products = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    for folder in [products, products.deletingLastPathComponent()] {
      let candidate = folder.appendingPathComponent("archlab")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    return packageRoot.appendingPathComponent(".build/debug/archlab")
  }()

  /// Runs `executable` (the built `archlab` unless told) with `arguments`
  /// in `folder`, and collects what it printed.
  static func run(
    _ arguments: [String], environment extra: [String: String] = [:], executable: URL = binary,
    in folder: URL = packageRoot
  ) throws -> Result {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = folder
    var environment = ProcessInfo.processInfo.environment
    environment.removeValue(forKey: "NO_COLOR")
    // Reports carry their date: fixed, so a run prints the same text each time.
    environment["SOURCE_DATE_EPOCH"] = "0"
    process.environment = environment.merging(extra) { $1 }
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    // Both pipes are drained at once, before waiting: a child that fills
    // one while the test reads the other would stall forever.
    let errors = Collected()
    let reader = DispatchGroup()
    let errorHandle = err.fileHandleForReading
    DispatchQueue.global().async(group: reader) { errors.set(errorHandle.readDataToEndOfFile()) }
    let stdout = out.fileHandleForReading.readDataToEndOfFile()
    reader.wait()
    let stderr = errors.data
    process.waitUntilExit()
    return Result(
      exitCode: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
      stderr: String(decoding: stderr, as: UTF8.self))
  }
}

/// Bytes read on another thread, handed over under a lock.
private final class Collected: @unchecked Sendable {
  // `lock` guards `stored`.
  private let lock = NSLock()
  private var stored = Data()

  func set(_ data: Data) { lock.withLock { stored = data } }
  var data: Data { lock.withLock { stored } }
}
