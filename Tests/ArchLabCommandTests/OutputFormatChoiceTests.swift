import ArchLabTool
import Foundation
import Testing

/// The format a command writes follows `--format`, else the `--output`
/// file's extension; an extension naming a format the command cannot
/// write is refused instead of holding something else.
@Suite struct OutputFormatChoiceTests {
  /// A new empty folder for one test's files.
  static func folder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("archlab-format-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  @Test("play --output x.json is refused, and nothing is written")
  func playRefusesAJSONFile() throws {
    // NB: let CommandFormat.resolve fall back to the default for an extension it does not write to watch this fail.
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("x.json").path
    let run = ArchLabTool.run(capturing: ["play", "profile", "--output", file])
    #expect(run.status == 2)
    #expect(run.standardError.contains("cannot write json to \(file): this command writes text or html"))
    #expect(!FileManager.default.fileExists(atPath: file))
    let forced = ArchLabTool.run(capturing: ["play", "profile", "--format", "text", "--output", file])
    #expect(forced.status == 0)
    #expect(try String(contentsOfFile: file, encoding: .utf8).hasPrefix("UserProfile"))
  }

  @Test("an --output extension a command writes picks that format")
  func anExtensionPicksItsFormat() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("t.html").path
    #expect(ArchLabTool.run(capturing: ["play", "profile", "--output", file]).status == 0)
    #expect(try String(contentsOfFile: file, encoding: .utf8).lowercased().hasPrefix("<!doctype html>"))
  }
}
