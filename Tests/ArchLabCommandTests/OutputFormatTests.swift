import Foundation
import Testing

/// `--output FILE` picks the format from the file's extension unless
/// `--format` says otherwise.
@Suite struct OutputFormatTests {
  static func write(_ name: String, _ extra: [String] = []) throws -> String {
    let folder = try CommandBehaviourTests.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent(name).path
    let result = try ArchlabProcess.run(
      ["compare", "--feature", "profile", "--variant", "mvp", "--cycles", "1", "--output", path] + extra)
    #expect(result.exitCode == 0, "\(result.stderr)")
    return try String(contentsOfFile: path, encoding: .utf8)
  }

  @Test func theExtensionPicksTheFormat() throws {
    #expect(try Self.write("report.json").hasPrefix("{"))
    #expect(try Self.write("report.html").hasPrefix("<!DOCTYPE html>"))
    #expect(try Self.write("report.md").contains("## Lines by role"))
    #expect(try Self.write("report.txt").hasPrefix("ArchLab compare:"))
  }

  @Test func formatWinsOverTheExtensionAndAnUnknownOneKeepsTheDefault() throws {
    #expect(try Self.write("report.html", ["--format", "json"]).hasPrefix("{"))
    #expect(try Self.write("report.out").hasPrefix("ArchLab compare:"))
  }
}
