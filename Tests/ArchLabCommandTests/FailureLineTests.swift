import Foundation
import Testing

/// A failure of several lines reaches stderr as several lines: the tool's
/// own line breaks are not escaped, while a line break inside a name read
/// from a file still is (issue 50).
@Suite struct FailureLineTests {
  /// `new.json` with its first two rows failing: the second under a feature
  /// name that carries a line break and an escape sequence.
  static func failingReport(in folder: URL) throws -> String {
    let fixture = ArchlabProcess.packageRoot.appendingPathComponent("Tests/ArchLabCommandTests/Fixtures/new.json")
    var report = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: fixture)) as? [String: Any])
    var matrix = try #require(report["matrix"] as? [[String: Any]])
    matrix[0]["passed"] = 7
    matrix[0]["failedScenarios"] = ["rotation mid-flight"]
    matrix[1]["passed"] = 7
    matrix[1]["feature"] = "evil\nname\u{1B}[2J"
    report["matrix"] = matrix
    let path = folder.appendingPathComponent("failing.json").path
    try JSONSerialization.data(withJSONObject: report).write(to: URL(fileURLWithPath: path))
    return path
  }

  @Test func theListOfFailedRowsIsOneRowALineAndANameStaysOnItsLine() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("archlab-fail-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = try Self.failingReport(in: folder)
    let result = try ArchlabProcess.run(["report", "--from", path, "--format", "text"])
    #expect(result.exitCode == 1)
    let lines = result.stderr.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    // NB: write the failure with one writeError in ArchLabTool.dispatch and the line breaks read "\u{0A}".
    #expect(lines.first?.hasSuffix("2 of 10 variant rows failed:") == true, "\(lines)")
    #expect(lines.count == 4, "\(lines)")
    #expect(lines.dropFirst().first?.hasPrefix("  profile / mvc: 7 of 8 scenarios passed") == true)
    // The name read from the file keeps its line break escaped, on its row's line.
    #expect(lines.dropFirst(2).first?.hasPrefix("  evil\\u{0A}name\\u{1B}[2J / ") == true, "\(lines)")
    #expect(!result.stderr.contains("\u{1B}"))
  }
}
