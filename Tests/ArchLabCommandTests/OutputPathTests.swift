import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `--output` takes any name a shell accepts and treats what is there as a
/// shell's `>` would: `-` is standard output, an existing file keeps its
/// mode, owner and hard links, a read-only file is refused, and a name the
/// file system cannot hold is refused before any work.
@Suite struct OutputPathTests {
  static let root = ArchlabProcess.packageRoot.path
  /// One quick run of each command that writes `--output`, the name last.
  static let commands: [[String]] = [
    ["compare", "--feature", "todo", "--cycles", "1", "--format", "text"],
    ["claims", "\(root)/Tests/ArchCodebaseTests/Fixtures/Apps/ScenesApp", "--format", "text"],
    ["report", "--from", "\(root)/Tests/ArchLabCommandTests/Fixtures/new.json", "--format", "text"],
    ["play", "todo", "--format", "text"],
  ]
  /// The cheapest of them, for the tests of what `--output` finds on disk: every command writes through
  /// the same `Files.deliver`.
  static let quick = commands[2]

  func withFolder(_ body: (URL) throws -> Void) throws {
    let folder = try CommandBehaviourTests.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try body(folder)
  }

  func status(_ path: String) -> stat {
    var status = stat()
    lstat(path, &status)
    return status
  }

  @Test(arguments: commands)
  func aOneCharacterOutputNameIsWritten(command: [String]) throws {
    try withFolder { folder in
      // NB: ask NSString for the parent of "x" in Files.checkWritable to see the tool crash.
      for arguments in [["--output", "x"], ["--output=z"]] {
        let result = try ArchlabProcess.run(command + arguments, in: folder)
        #expect(result.exitCode == 0, "\(command + arguments): \(result.stderr)")
      }
      #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["x", "z"])
    }
  }

  @Test(arguments: commands)
  func aDashAsOutputMeansStandardOutput(command: [String]) throws {
    try withFolder { folder in
      let result = try ArchlabProcess.run(command + ["--output", "-"], in: folder)
      let plain = try ArchlabProcess.run(command, in: folder)
      #expect(result.exitCode == 0, "\(result.stderr)")
      #expect(result.stdout == plain.stdout)
      #expect(!result.stderr.contains("wrote"))
      #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [])
    }
  }

  @Test func aNameAsLongAsTheFileSystemAllowsIsWritten() throws {
    try withFolder { folder in
      // NB: name the temporary file `.<name>.<uuid>.tmp` again to see a 244-byte name fail after the work.
      for length in [244, 255] {
        let name = String(repeating: "n", count: length - 3) + ".md"
        let result = try ArchlabProcess.run(Self.quick + ["--output", name], in: folder)
        #expect(result.exitCode == 0, "\(length): \(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path))
      }
    }
  }

  @Test func anExistingFileKeepsItsModeAndOwner() throws {
    try withFolder { folder in
      let file = folder.appendingPathComponent("private.txt").path
      try Data("secret".utf8).write(to: URL(fileURLWithPath: file))
      chmod(file, 0o600)
      // Owned by someone else where the tool may keep that (as root); else by the user.
      let owner = getuid() == 0 ? uid_t(65534) : getuid()
      if getuid() == 0 { chown(file, owner, gid_t(65534)) }
      // NB: drop the fchmod in AtomicFile.replace to see the file become 0644.
      let result = try ArchlabProcess.run(Self.quick + ["--output", file], in: folder)
      #expect(result.exitCode == 0, "\(result.stderr)")
      #expect(status(file).st_mode & 0o777 == 0o600)
      #expect(status(file).st_uid == owner)
      #expect(try String(contentsOfFile: file, encoding: .utf8) != "secret")
    }
  }

  @Test func aFileWithHardLinksIsWrittenInPlaceSoEveryLinkSeesTheNewText() throws {
    try withFolder { folder in
      let file = folder.appendingPathComponent("out.txt").path
      let other = folder.appendingPathComponent("other.txt").path
      try Data("old".utf8).write(to: URL(fileURLWithPath: file))
      #expect(link(file, other) == 0)
      // NB: rename the temporary file over a file with two links to see `other.txt` keep "old".
      let result = try ArchlabProcess.run(Self.quick + ["--output", file], in: folder)
      #expect(result.exitCode == 0, "\(result.stderr)")
      #expect(status(file).st_ino == status(other).st_ino)
      #expect(try String(contentsOfFile: other, encoding: .utf8) == String(contentsOfFile: file, encoding: .utf8))
      #expect(try String(contentsOfFile: other, encoding: .utf8) != "old")
    }
  }

  @Test(.enabled(if: ArchlabProcess.canRunAsAnotherUser, "needs a user who is not root"))
  func aReadOnlyFileIsRefusedBeforeAnyWork() throws {
    try withFolder { folder in
      try ArchlabProcess.giveToTheOtherUser(folder)
      let file = folder.appendingPathComponent("kept.txt").path
      try Data("kept".utf8).write(to: URL(fileURLWithPath: file))
      try ArchlabProcess.giveToTheOtherUser(URL(fileURLWithPath: file))
      chmod(file, 0o444)
      // NB: drop the access(W_OK) check in AtomicFile.check to see a user's own 0444 file overwritten.
      let result = try ArchlabProcess.run(Self.quick + ["--output", file], in: folder, asOtherUser: true)
      #expect(result.exitCode == 2)
      #expect(result.stdout == "")
      // A coverage build run as the other user cannot write its profile and says so: not archlab's words.
      let said = result.stderr.split(separator: "\n", omittingEmptySubsequences: false)
        .filter { !$0.hasPrefix("LLVM Profile Error") }.joined(separator: "\n")
      #expect(said == "archlab: cannot write \(file): it is read-only\n")
      #expect(try String(contentsOfFile: file, encoding: .utf8) == "kept")
    }
  }

  @Test(.enabled(if: ArchlabProcess.canRunAsAnotherUser, "needs a user who is not root"))
  func aWritableFileInAFolderTheUserCannotWriteIsWritten() throws {
    try withFolder { folder in
      let file = folder.appendingPathComponent("open.txt").path
      try Data("old".utf8).write(to: URL(fileURLWithPath: file))
      try ArchlabProcess.giveToTheOtherUser(URL(fileURLWithPath: file))
      chmod(folder.path, 0o755)
      // NB: refuse a folder that is not writable before looking at the file to see this refused.
      let result = try ArchlabProcess.run(Self.quick + ["--output", file], in: folder, asOtherUser: true)
      #expect(result.exitCode == 0, "\(result.stderr)")
      #expect(try String(contentsOfFile: file, encoding: .utf8) != "old")
      #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["open.txt"])
    }
  }
}
