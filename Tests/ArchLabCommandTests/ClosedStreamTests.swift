import Foundation
import Testing

/// `archlab` with its standard output closed (`>&-`) or full (`/dev/full`),
/// or its standard error closed: never a crash in `FileHandle` (exit 132),
/// exit 1 with a message wherever one can be written.
@Suite struct ClosedStreamTests {
  /// Runs the built `archlab` under `sh`, its streams redirected by `redirect` (`>&-`, `2>&-`, `>/dev/full`).
  static func run(_ arguments: [String], redirect: String) throws -> ArchlabProcess.Result {
    try ArchlabProcess.run(
      ["-c", "exec \"$0\" \"$@\" \(redirect)", ArchlabProcess.binary.path] + arguments,
      executable: URL(fileURLWithPath: "/bin/sh"))
  }

  static var hasDevFull: Bool { FileManager.default.fileExists(atPath: "/dev/full") }

  // NB: write with FileHandle.standardOutput.write and this traps: exit 132.
  @Test func aClosedStandardOutputIsAFailureNamedOnStandardError() throws {
    let run = try Self.run(["list"], redirect: ">&-")
    #expect(run.exitCode == 1)
    #expect(run.stderr.hasPrefix("archlab: cannot write to standard output: "), "\(run.stderr)")
    #expect(run.stderr.hasSuffix("\n"))
  }

  @Test(.enabled(if: ClosedStreamTests.hasDevFull, "needs /dev/full"))
  func aFullStandardOutputIsAFailureNamedOnStandardError() throws {
    let run = try Self.run(["list"], redirect: ">/dev/full")
    #expect(run.exitCode == 1)
    #expect(run.stderr.hasPrefix("archlab: cannot write to standard output: "), "\(run.stderr)")
  }

  @Test func aClosedStandardErrorLeavesTheExitStatusOfTheMistake() throws {
    let mistake = try Self.run(["no-such-command"], redirect: "2>&-")
    #expect(mistake.exitCode == 2)
    let fine = try Self.run(["list"], redirect: "2>&-")
    #expect(fine.exitCode == 0)
    #expect(fine.stdout.contains("mvvm"))
  }

  @Test func anOutputFileIsWrittenWholeWithStandardOutputClosed() throws {
    let folder = try CommandBehaviourTests.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("claims.json")
    // A closed stdout must not be taken by the output file's descriptor, nor be written through it.
    let app = StudyCommandTests.apps + "/ScenesApp"
    let run = try Self.run(["claims", app, "--output", file.path, "--format", "json"], redirect: ">&-")
    // Nothing was for standard output: the run succeeded.
    #expect(run.exitCode == 0, "\(run.stderr)")
    #expect(run.stderr.hasPrefix("wrote "))
    let written = try String(contentsOf: file, encoding: .utf8)
    #expect(written.hasPrefix("{"))
    #expect(written.hasSuffix("}\n"))
  }
}
