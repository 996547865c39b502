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

  @Test func keepsTheModeAndOwnerOfTheFileItReplaces() throws {
    let folder = try makeFolder()
    defer { remove(folder) }
    let file = folder.appendingPathComponent("private.md")
    try Data("secret".utf8).write(to: file)
    try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file.path)
    let owner = getuid() == 0 ? 65534 : Int(getuid())
    if getuid() == 0 { try FileManager.default.setAttributes([.ownerAccountID: owner], ofItemAtPath: file.path) }
    // NB: drop the fchmod in AtomicFile.replace to see the file become 0644.
    try AtomicFile.write(Data("new".utf8), to: file)
    let attributes = try FileManager.default.attributesOfItem(atPath: file.path)
    #expect((attributes[.posixPermissions] as? Int) == 0o600)
    #expect((attributes[.ownerAccountID] as? Int) == owner)
    #expect(try String(contentsOf: file, encoding: .utf8) == "new")
  }

  @Test func writesAFileWithSeveralLinksInPlace() throws {
    let folder = try makeFolder()
    defer { remove(folder) }
    let file = folder.appendingPathComponent("report.md")
    let other = folder.appendingPathComponent("linked.md")
    try Data("a longer old text".utf8).write(to: file)
    try FileManager.default.linkItem(at: file, to: other)
    // NB: rename over a file with two links to see `linked.md` keep the old text.
    try AtomicFile.write(Data("new".utf8), to: file)
    #expect(try String(contentsOf: other, encoding: .utf8) == "new")
    #expect(try contents(of: folder) == ["linked.md", "report.md"])
  }

  @Test func writesANameAsLongAsTheFileSystemAllows() throws {
    let folder = try makeFolder()
    defer { remove(folder) }
    // NB: name the temporary file `.<name>.<uuid>.tmp` again to see this fail with "File name too long".
    let file = folder.appendingPathComponent(String(repeating: "n", count: 252) + ".md")
    try AtomicFile.write(Data("x".utf8), to: file)
    #expect(try contents(of: folder) == [file.lastPathComponent])
  }

  @Test func checksBeforeAnyWorkWhatWritingWouldRefuse() throws {
    let folder = try makeFolder()
    defer { remove(folder) }
    let missing = folder.appendingPathComponent("missing/report.md")
    let parent = missing.deletingLastPathComponent().path
    #expect(throws: AtomicFileError(path: missing.path, reason: .folderMissing(parent))) {
      try AtomicFile.check(missing)
    }
    let long = folder.appendingPathComponent(String(repeating: "n", count: 256))
    #expect(throws: AtomicFileError(path: long.path, reason: .nameTooLong(255))) { try AtomicFile.check(long) }
    try AtomicFile.check(folder.appendingPathComponent("fine.md"))
  }
}
