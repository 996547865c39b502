import ArchLabTool
import Foundation
import Testing

/// An `--output` never replaces what the command reads (issue 46): the
/// study file, a rules or coverage file, a report read `--from`, or a
/// source file being counted; and a name whose bytes were not UTF-8 is
/// refused rather than written under another name.
@Suite struct OutputReplacesInputTests {
  static let scenes = "Tests/ArchCodebaseTests/Fixtures/Apps/ScenesApp"

  @Test func aStudyWrittenOverItsOwnStudyFileIsRefusedAndTheFileKept() throws {
    let folder = try CommandBehaviourTests.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("s.txt")
    try Data("scenes \(FileManager.default.currentDirectoryPath)/\(Self.scenes)\n".utf8).write(to: file)
    // NB: drop the inputs from StudyCommand's checkWritable to see s.txt replaced by the report.
    for output in [file.path, folder.path + "/./s.txt"] {
      let run = ArchLabTool.run(capturing: ["study", file.path, "--output", output])
      #expect(run.status == 2)
      #expect(run.standardError.contains("which this command reads"))
    }
    #expect(try String(contentsOf: file, encoding: .utf8).hasPrefix("scenes "))
  }

  @Test func claimsWrittenOverASourceFileItCountsIsRefused() throws {
    let source = "\(Self.scenes)/MyApp/Scenes/Login/LoginPresenter.swift"
    let before = try String(contentsOfFile: source, encoding: .utf8)
    let run = ArchLabTool.run(capturing: ["claims", Self.scenes, "--output", source])
    #expect(run.status == 2)
    #expect(run.standardError.contains("a source file under"))
    #expect(try String(contentsOfFile: source, encoding: .utf8) == before)
  }

  @Test func claimsWrittenOverItsRulesFileIsRefused() throws {
    let folder = try CommandBehaviourTests.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let rules = folder.appendingPathComponent("roles.txt")
    try Data("*Store.swift store\n".utf8).write(to: rules)
    let run = ArchLabTool.run(capturing: ["claims", Self.scenes, "--rules", rules.path, "--output", rules.path])
    #expect(run.status == 2)
    #expect(try String(contentsOf: rules, encoding: .utf8) == "*Store.swift store\n")
  }

  @Test func anOutputNameThatWasNotUTF8IsRefused() {
    let run = ArchLabTool.run(capturing: ["claims", Self.scenes, "--output", "report\u{FFFD}.txt"])
    #expect(run.status == 2)
    #expect(run.standardError.contains("not UTF-8"))
    #expect(!FileManager.default.fileExists(atPath: "report\u{FFFD}.txt"))
  }
}
