import ArchCodebase
import Foundation
import Testing

/// Counting a large tree reports its progress, so a command can show a
/// counter: every 200 files and at the end of each root.
@Suite struct CountingProgressTests {
  @Test func reportsDoneOfTotalUpToTheEndOfEachRoot() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("progress-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: root) }
    for index in 0..<450 {
      try Data("let value\(index) = \(index)\n".utf8).write(to: root.appendingPathComponent("File\(index).swift"))
    }
    var heard: [[Int]] = []
    let report = try LineCountReport(counting: [root], rules: .standard, exclusions: .standard) { done, total in
      heard.append([done, total])
    }
    #expect(report.files.count == 450)
    #expect(heard == [[0, 450], [200, 450], [400, 450], [450, 450]])
  }

  @Test func countsTheSameWithOrWithoutProgress() throws {
    let tree = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Fixtures/Apps/ScenesApp")
    let quiet = try LineCountReport(counting: [tree], rules: .mobilePreset, exclusions: .standard)
    var calls = 0
    let told = try LineCountReport(counting: [tree], rules: .mobilePreset, exclusions: .standard) { _, _ in calls += 1 }
    #expect(told == quiet)
    #expect(calls >= 2)
  }
}
