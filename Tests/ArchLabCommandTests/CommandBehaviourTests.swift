import Foundation
import Testing

/// What snapshots cannot show: files written whole or not at all, the same
/// text on every run, colour only when asked for.
@Suite struct CommandBehaviourTests {
  static func temporaryFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("archlab-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  @Test func compareWritesASelfContainedHTMLReport() throws {
    let folder = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("report.html")
    let result = try ArchlabProcess.run(
      ["compare", "--feature", "ticker", "--cycles", "2", "--format", "html", "--output", file.path])
    #expect(result.exitCode == 0)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr == "wrote \(file.path)\n")
    let html = try String(contentsOf: file, encoding: .utf8)
    #expect(html.contains("<svg"))
    #expect(!html.contains("<script"))
  }

  @Test func failedCommandLeavesNoFileBehind() throws {
    let folder = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("out.md")
    // NB: validate the format after writing and a half-made file appears.
    let result = try ArchlabProcess.run(["compare", "--format", "yaml", "--output", file.path])
    #expect(result.exitCode == 2)
    #expect(!FileManager.default.fileExists(atPath: file.path))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
  }

  @Test func sameCommandPrintsTheSameTextEveryTime() throws {
    let arguments = ["compare", "--feature", "search", "--cycles", "5"]
    let first = try ArchlabProcess.run(arguments)
    let second = try ArchlabProcess.run(arguments)
    #expect(first.exitCode == 0)
    #expect(first == second)
  }

  @Test func outputToAPipeHasNoColourEvenWhenNoColorIsUnset() throws {
    let result = try ArchlabProcess.run(["play", "search"])
    #expect(!result.stdout.contains("\u{1B}["))
    let withNoColor = try ArchlabProcess.run(["play", "search"], environment: ["NO_COLOR": "1"])
    #expect(withNoColor.stdout == result.stdout)
  }
}
