import Foundation
import Testing

/// `archlab claims` beyond its snapshots: its JSON is a report
/// that `report --from` renders and `diff` compares, its HTML is a page,
/// and its rules warnings reach stderr.
@Suite struct ClaimsCommandTests {
  static let scenes = "Tests/ArchCodebaseTests/Fixtures/Apps/ScenesApp"

  @Test func aClaimsRunsJSONIsRenderedByReportFromAndComparedByDiff() throws {
    let folder = try CommandBehaviourTests.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let split = folder.appendingPathComponent("split.json").path
    let none = folder.appendingPathComponent("none.json").path
    let splitArgs = ["claims", Self.scenes, "--format", "json", "--shared-model", "split", "--output", split]
    #expect(ArchlabProcess.runInProcess(splitArgs).exitCode == 0)
    let json = try String(contentsOfFile: split, encoding: .utf8)
    #expect(json.contains(#""schema" : 3"#))
    // A claims run times nothing and runs no cycles: its JSON carries neither.
    #expect(!json.contains(#""machine""#) && !json.contains(#""cycles""#) && !json.contains(#""matrix""#))
    #expect(json.contains(#""codebase" : {"#))
    #expect(json.contains(#""lowerQuartile""#))
    let rendered = ArchlabProcess.runInProcess(["report", "--from", split, "--format", "text"])
    #expect(rendered.exitCode == 0)
    #expect(rendered.stdout.contains("Lines by part per screen"))
    #expect(rendered.stdout.contains("How the claims' figures spread over the screens"))
    let args = ["claims", Self.scenes, "--format", "json", "--output", none]
    #expect(ArchlabProcess.runInProcess(args).exitCode == 0)
    // NB: drop `codebase` from ArchLabReport's keys and `report --from` loses the screens' sections.
    let diff = ArchlabProcess.runInProcess(["diff", split, none])
    #expect(diff.exitCode == 0)
    let line = diff.stdout.split(separator: "\n").first { $0.hasPrefix("lines/Login/mvp/shared model ") }
    #expect(line?.contains(" removed ") == true)
  }

  @Test func judgesTheCoverageClaimFromAnAppsCoverageReport() throws {
    let app = "Tests/ArchCodebaseTests/Fixtures/Coverage/AndroidApp"
    let result = ArchlabProcess.runInProcess(["claims", app, "--coverage", "\(app)/jacoco.xml", "--width", "200"])
    #expect(result.exitCode == 0)
    #expect(result.stdout.contains("holds          MVP gives 85–90 % business-logic test coverage"))
    #expect(
      result.stdout.contains("median 3.0×, 95 % interval 3.0×–3.0× over its 1 screen; 3.0×–3.0×, in range on 1 of 1"))
  }

  @Test func refusesACoverageFileItCannotRead() throws {
    let missing = ArchlabProcess.runInProcess(["claims", Self.scenes, "--coverage", "Nowhere/lcov.info"])
    #expect(missing.exitCode == 2)
    #expect(missing.stderr.contains("--coverage Nowhere/lcov.info: cannot be read"))
    let notCoverage = ArchlabProcess.runInProcess(["claims", Self.scenes, "--coverage", "Package.swift"])
    #expect(notCoverage.exitCode == 2)
    #expect(notCoverage.stderr.contains("not an lcov tracefile, an llvm-cov JSON export or a JaCoCo XML report"))
  }

  @Test func aClaimsRunsMarkdownSaysNothingOfAMachineOrCycles() throws {
    let result = ArchlabProcess.runInProcess(["claims", Self.scenes, "--format", "markdown"])
    #expect(result.exitCode == 0)
    #expect(!result.stdout.contains("Machine") && !result.stdout.contains("Cycles"))
    #expect(result.stdout.contains("- Command: "))
  }

  @Test func aSchemaTwoClaimsReportStillReadsAndDiffs() throws {
    let folder = try CommandBehaviourTests.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let new = folder.appendingPathComponent("new.json").path
    #expect(ArchlabProcess.runInProcess(["claims", Self.scenes, "--format", "json", "--output", new]).exitCode == 0)
    // Schema 2 wrote a claims run with an empty machine, zero cycles and empty tables.
    var old = try String(contentsOfFile: new, encoding: .utf8)
    old = old.replacingOccurrences(of: #""schema" : 3"#, with: #""schema" : 2"#)
      .replacingOccurrences(
        of: #""command" : "#,
        with: #""cycles" : 0, "machine" : "any (nothing timed)", "matrix" : [], "timed" : false, "#
          + #""timings" : [], "command" : "#)
    let oldPath = folder.appendingPathComponent("old.json").path
    try old.write(toFile: oldPath, atomically: true, encoding: .utf8)
    let rendered = ArchlabProcess.runInProcess(["report", "--from", oldPath, "--format", "text"])
    #expect(rendered.exitCode == 0)
    #expect(rendered.stdout.contains("Lines by part per screen"))
    #expect(ArchlabProcess.runInProcess(["diff", oldPath, new]).exitCode == 0)
  }

  @Test func writesAnHTMLPageWithTheClaimsAndTheScreensChart() throws {
    let folder = try CommandBehaviourTests.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let page = folder.appendingPathComponent("claims.html").path
    let result = ArchlabProcess.runInProcess(["claims", Self.scenes, "--format", "html", "--output", page])
    #expect(result.exitCode == 0)
    #expect(result.stderr == "wrote \(page)\n")
    let html = try String(contentsOfFile: page, encoding: .utf8)
    #expect(html.contains("<svg"))
    #expect(html.contains("Login / mvp"))
    #expect(html.contains("id=\"left-out\""))
  }

  @Test func fitsEightyColumns() throws {
    let result = ArchlabProcess.runInProcess(["claims", Self.scenes, "--show-grouping", "--width", "80"])
    let wide = result.stdout.split(separator: "\n").filter { $0.count > 80 }
    #expect(wide == [])
  }

  @Test func refusesAnUnwritableOutputBeforeCounting() throws {
    let result = ArchlabProcess.runInProcess(["claims", Self.scenes, "--output", "/nonexistent-folder/out.json"])
    #expect(result.exitCode == 2)
    #expect(result.stdout == "")
    #expect(result.stderr.contains("folder /nonexistent-folder does not exist"))
  }
}
