import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

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
    in folder: URL = packageRoot, asOtherUser: Bool = false
  ) throws -> Result {
    let process = Process()
    if asOtherUser && getuid() == 0 {
      // Root may write anything: the attacks on permissions run as `nobody`.
      process.executableURL = URL(fileURLWithPath: setpriv)
      let user = ["--reuid=\(otherUser)", "--regid=\(otherUser)", "--clear-groups"]
      process.arguments = user + [executable.path] + arguments
    } else {
      process.executableURL = executable
      process.arguments = arguments
    }
    process.currentDirectoryURL = folder
    var environment = ProcessInfo.processInfo.environment
    environment.removeValue(forKey: "NO_COLOR")
    // A shell's COLUMNS would set every command's width; snapshots are of the default.
    environment.removeValue(forKey: "COLUMNS")
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

extension ArchlabProcess {
  /// `setpriv`, which runs the tool as ``otherUser`` when the tests run as root.
  static let setpriv = "/usr/bin/setpriv"
  /// The user id of `nobody`.
  static let otherUser = 65534

  /// Whether a test can run the tool as a user the file permissions apply
  /// to: the tests' own user when not root, else `nobody` through `setpriv`.
  static var canRunAsAnotherUser: Bool {
    getuid() != 0 || FileManager.default.isExecutableFile(atPath: setpriv)
  }

  /// Makes `url` belong to the user ``run(_:environment:executable:in:asOtherUser:)``
  /// runs as (nothing to do when that is the tests' own user).
  static func giveToTheOtherUser(_ url: URL) throws {
    guard getuid() == 0 else { return }
    guard chown(url.path, uid_t(otherUser), gid_t(otherUser)) == 0 else { throw CocoaError(.fileWriteNoPermission) }
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
