import ArchCodebase
import ArchLabTool
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `archlab study` given what a user did not mean, or an attacker did: credentials, odd files, odd options.
@Suite struct StudySafetyTests {
  @Test(arguments: ["text", "markdown", "json", "html"])
  func aTokenInASourceURLReachesNoOutput(format: String) throws {
    let (file, folder) = try StudyCommandTests.studyFile("private https://user:s3cret@127.0.0.1:1/org/app.git main\n")
    defer { try? FileManager.default.removeItem(at: folder) }
    let cache = folder.appendingPathComponent("cache").path
    let run = ArchLabTool.run(capturing: ["study", file, "--format", format, "--cache", cache])
    #expect(run.status == 1)
    #expect(!run.standardOutput.contains("s3cret"), "\(run.standardOutput)")
    #expect(!run.standardError.contains("s3cret"), "\(run.standardError)")
    #expect(run.standardError.contains("cannot clone https://<redacted>@127.0.0.1:1/org/app.git"))
  }

  @Test func aFolderOrADeviceGivenAsTheStudyFileIsNamedForWhatItIs() throws {
    let folder = try CommandBehaviourTests.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let inFolder = ArchLabTool.run(capturing: ["study", folder.path])
    #expect(inFolder.status == 2)
    // NB: read with String(contentsOfFile:) and this says "NSCocoaErrorDomain error 256" or "no apps".
    #expect(inFolder.standardError == "archlab: \(folder.path): is a folder, not a study file\n")
    let device = ArchLabTool.run(capturing: ["study", "/dev/null"])
    #expect(device.status == 2)
    #expect(
      device.standardError == "archlab: /dev/null: is not a regular file (a character device); give a study file\n")
  }

  @Test func aNamedPipeGivenAsTheStudyFileIsRefusedWithoutWaitingForAWriter() throws {
    let folder = try CommandBehaviourTests.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let fifo = folder.appendingPathComponent("study.txt").path
    #expect(mkfifo(fifo, 0o600) == 0)
    // NB: open the file before asking what it is and this waits forever for a writer.
    let run = ArchLabTool.run(capturing: ["study", fifo])
    #expect(run.status == 2)
    #expect(run.standardError == "archlab: \(fifo): is not a regular file (a named pipe); give a study file\n")
  }

  @Test(arguments: ["", " "])
  func anEmptyCacheIsRefusedNotTakenForTheCurrentFolder(cache: String) throws {
    let apps = "\(StudyCommandTests.cwd)/\(StudyCommandTests.apps)"
    let (file, folder) = try StudyCommandTests.studyFile("scenes \(apps)/ScenesApp -")
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = ArchLabTool.run(capturing: ["study", file, "--cache", cache])
    #expect(run.status == 2)
    #expect(run.standardOutput == "")
    #expect(run.standardError == "archlab: --cache needs a folder name, such as --cache /tmp/archlab-cache\n")
  }

  @Test func aStudyFileWithWindowsLineEndsIsRead() throws {
    let apps = "\(StudyCommandTests.cwd)/\(StudyCommandTests.apps)"
    let (file, folder) = try StudyCommandTests.studyFile(
      "# two\r\nscenes \(apps)/ScenesApp -\r\nsame \(apps)/SameScreens\r\n")
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = ArchLabTool.run(capturing: ["study", file, "--format", "json"])
    #expect(run.status == 0, "\(run.standardError)")
    #expect(try Study(json: Data(run.standardOutput.utf8)).apps.map(\.entry.label) == ["scenes", "same"])
  }
}

/// `archlab study` on a tree holding links that lead out of it.
@Suite struct StudyLinkCommandTests {
  @Test(arguments: ["text", "html"])
  func aLinkOutOfTheTreeIsNamedAndTheStudyExitsOne(format: String) throws {
    let folder = try CommandBehaviourTests.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let app = folder.appendingPathComponent("app")
    try FileManager.default.createDirectory(at: app.appendingPathComponent("Login"), withIntermediateDirectories: true)
    try Data("final class LoginViewController {\n  let a = 1\n}\n".utf8)
      .write(to: app.appendingPathComponent("Login/LoginViewController.swift"))
    try FileManager.default.createSymbolicLink(
      atPath: app.appendingPathComponent("Login/Passwords.swift").path, withDestinationPath: "/etc/passwd")
    try FileManager.default.createSymbolicLink(
      atPath: app.appendingPathComponent("root").path, withDestinationPath: "/")
    let file = folder.appendingPathComponent("study.txt").path
    try Data("app \(app.path) -\n".utf8).write(to: URL(fileURLWithPath: file))
    let run = ArchLabTool.run(capturing: ["study", file, "--format", format])
    // NB: follow the links and this reads /etc/passwd as Swift and walks the machine, exit 0.
    #expect(run.status == 1, "\(run.standardError)")
    for path in ["Login/Passwords.swift", "root"] {
      #expect(run.standardOutput.contains("app: \(path): symbolic link out of the tree, not followed"))
      #expect(run.standardError.contains("archlab: app: cannot count \(path): symbolic link out of the tree"))
    }
    #expect(run.standardError.hasSuffix("archlab: 2 paths not counted (above); the figures leave them out\n"))
  }
}
