import ArchCodebase
import Foundation
import Testing

/// The progress a large count reports: every 200 files and at the end, of
/// a total found once (the list is sorted once, never per report).
@Suite struct LineCountProgressTests {
  @Test func aRootOfFourHundredAndFiftyFilesIsHeardEveryTwoHundredAndAtTheEnd() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("archlab-progress-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: root) }
    for index in 0..<450 {
      try Data("let v\(index) = \(index)\n".utf8).write(to: root.appendingPathComponent("F\(index).swift"))
    }
    var heard: [[Int]] = []
    let report = try LineCountReport(counting: [root], rules: .mobilePreset, exclusions: .standard) { done, total in
      heard.append([done, total])
    }
    #expect(report.files.count == 450)
    #expect(heard == [[0, 450], [200, 450], [400, 450], [450, 450]])
  }
}
