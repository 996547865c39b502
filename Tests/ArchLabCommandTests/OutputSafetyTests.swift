import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `--output` never destroys what is at the path, is checked before any
/// work, and leaves no temporary file behind when the run is interrupted;
/// what a user typed is echoed with its control characters escaped.
@Suite struct OutputSafetyTests {
  @Test(arguments: [
    ("", "--output needs a file name"),
    (String(repeating: "a", count: 300) + ".md", "cannot write aaaaaaaaaa….md: the file name is longer than 255 bytes"),
    ("Tests/nowhere/out.md", "cannot write Tests/nowhere/out.md: folder Tests/nowhere does not exist"),
    ("Tests/", "cannot write Tests/: it is a folder; give a file name"),
  ])
  func aBadOutputPathFailsAtOnceWithOneLine(path: String, message: String) throws {
    // NB: drop the empty-name check in Files.checkWritable to see "" measure first, then fail with "Is a directory".
    let result = try ArchlabProcess.run(["compare", "--feature", "todo", "--cycles", "1", "--output", path])
    #expect(result.exitCode == 2)
    #expect(result.stdout == "")
    #expect(result.stderr == "archlab: \(message)\n")
  }

  @Test func anInterruptedWriteLeavesNoTemporaryFile() throws {
    let folder = try CommandBehaviourTests.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let process = Process()
    process.executableURL = ArchlabProcess.binary
    let out = folder.appendingPathComponent("out.txt").path
    process.arguments = ["compare", "--feature", "todo", "--cycles", "1", "--output", out]
    process.currentDirectoryURL = ArchlabProcess.packageRoot
    process.environment = ProcessInfo.processInfo.environment.merging(["ARCHLAB_TEST_HOLD_TEMPORARY_FILE": "1"]) { $1 }
    let input = Pipe()
    let errors = Pipe()
    process.standardInput = input
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    // The tool says `holding` once the temporary file is written; it waits there for stdin.
    var said = Data()
    while !String(decoding: said, as: UTF8.self).contains("holding\n") {
      let chunk = errors.fileHandleForReading.availableData
      if chunk.isEmpty { break }
      said += chunk
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).count == 1)
    // NB: skip TemporaryFileCleanup.begin in AtomicFile to see the .tmp file stay behind.
    process.terminate()
    process.waitUntilExit()
    #expect(process.terminationReason == .uncaughtSignal)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [])
  }

  @Test func controlCharactersTypedByTheUserAreEscapedInErrors() throws {
    let result = try ArchlabProcess.run(["play", "\u{1B}[31msearch\u{07}"])
    #expect(result.exitCode == 2)
    // NB: print the message as it is in StandardOutput.writeError to see the escape code reach the terminal.
    #expect(!result.stderr.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    #expect(result.stderr.contains("\\u{1B}[31msearch\\u{07}"))
  }
}
