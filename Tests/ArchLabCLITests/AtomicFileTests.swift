import ArchLabCLI
import Foundation
import Testing

@Suite("AtomicFile")
struct AtomicFileTests {
  /// A fresh folder under the temporary directory; the caller removes it.
  private func makeFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("ArchLabCLITests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  private func remove(_ folder: URL) {
    try? FileManager.default.removeItem(at: folder)
  }

  private func contents(of folder: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
  }

  @Test func writesANewFileAndReplacesAnExistingOne() throws {
    let folder = try makeFolder()
    defer { remove(folder) }
    let file = folder.appendingPathComponent("report.md")
    try AtomicFile.write(Data("first".utf8), to: file)
    #expect(try String(contentsOf: file, encoding: .utf8) == "first")
    try AtomicFile.write(Data("second".utf8), to: file)
    #expect(try String(contentsOf: file, encoding: .utf8) == "second")
    #expect(try contents(of: folder) == ["report.md"])
  }

  @Test func refusesAMissingFolderWithAClearError() throws {
    let folder = try makeFolder()
    defer { remove(folder) }
    let missing = folder.appendingPathComponent("missing")
    let file = missing.appendingPathComponent("report.md")
    let error = #expect(throws: AtomicFileError.self) {
      try AtomicFile.write(Data("x".utf8), to: file)
    }
    #expect(error?.description == "cannot write '\(file.path)': folder '\(missing.path)' does not exist")
    #expect(error?.exitCode == 1)
    #expect(try contents(of: folder) == [])
  }

  @Test(.disabled(if: getuid() == 0, "root may write in any folder"))
  func refusesAFolderItMayNotWriteIn() throws {
    let folder = try makeFolder()
    defer { remove(folder) }
    let locked = folder.appendingPathComponent("locked")
    try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: false)
    try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: locked.path)
    defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: locked.path) }
    let file = locked.appendingPathComponent("report.md")
    let error = #expect(throws: AtomicFileError.self) {
      try AtomicFile.write(Data("x".utf8), to: file)
    }
    #expect(error?.description == "cannot write '\(file.path)': folder '\(locked.path)' is not writable")
  }

  @Test func leavesNoTemporaryFileBehindWhenTheRenameFails() throws {
    // NB: in AtomicFile.write, drop the `unlink` after a failed rename and a
    // hidden `.report.md.<uuid>.tmp` stays in the folder.
    let folder = try makeFolder()
    defer { remove(folder) }
    // A non-empty folder where the file should go: rename(2) cannot replace it.
    let destination = folder.appendingPathComponent("report.md")
    try FileManager.default.createDirectory(at: destination, withIntermediateDirectories: false)
    try Data("keep".utf8).write(to: destination.appendingPathComponent("inside"))
    let error = #expect(throws: AtomicFileError.self) {
      try AtomicFile.write(Data("x".utf8), to: destination)
    }
    #expect(error?.description.hasPrefix("cannot write '\(destination.path)': ") == true)
    #expect(try contents(of: folder) == ["report.md"])
    #expect(try contents(of: destination) == ["inside"])
  }
}
