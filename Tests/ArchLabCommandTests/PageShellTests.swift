import ArchCodebase
import ArchLabTool
import Foundation
import Testing

/// Every page the tool writes is one shell with one style (issue 49) and
/// draws a role in the same colour (issue 50): the report, `play`'s
/// timeline, `claims` and `study`.
@Suite struct PageShellTests {
  static func pages() throws -> [(name: String, html: String)] {
    let studyJSON = ArchlabProcess.packageRoot.appendingPathComponent("docs/study/study.json")
    let html = { (arguments: [String]) in ArchLabTool.run(capturing: arguments + ["--format", "html"]).standardOutput }
    return [
      ("report", html(["report", "--from", "docs/results.json"])),
      ("play", html(["play", "ticker", "--variant", "mvp-leaky"])),
      ("claims", html(["claims", ClaimsCommandTests.scenes])),
      ("study", StudyHTML(study: try Study(json: Data(contentsOf: studyJSON))).render()),
    ]
  }

  @Test("every page opens with the one shell and the shared style, palette included")
  func everyPageHasTheOneShell() throws {
    for (name, html) in try Self.pages() {
      // NB: give one page a head of its own again to watch this fail.
      #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">"), "\(name)")
      #expect(html.contains("<style>\n\(HTMLPage.css)\n"), "\(name)")
      // One declaration of each colour: no page sets a palette of its own beside the shared one.
      #expect(html.components(separatedBy: "--s1:").count == 3, "\(name)")
    }
  }

  @Test("the report draws each role in the colour every page declares for it")
  func theReportUsesThePalette() throws {
    let report = try #require(try Self.pages().first { $0.name == "report" }?.html)
    for role in ["logic", "view", "model", "shared model"] {
      let index = PagePalette.index(of: role)
      #expect(report.contains("<li><span class=\"swatch s\(index)\"></span>\(role)</li>"), "\(role)")
      #expect(report.contains("class=\"bar s\(index)\""), "\(role)")
    }
  }
}
