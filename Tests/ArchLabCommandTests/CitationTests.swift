import Foundation
import Testing

@testable import ArchCodebase
@testable import ArchMetrics

/// The article is named wherever its claims are judged (issue 35).
@Suite struct CitationTests {
  static let scenes = "Tests/ArchCodebaseTests/Fixtures/Apps/ScenesApp"

  @Test(arguments: [
    ["claims", scenes], ["claims", scenes, "--format", "markdown"], ["claims", scenes, "--format", "html"],
    ["compare", "--feature", "profile", "--cycles", "2"],
  ])
  func everyOutputThatJudgesTheClaimsNamesTheArticle(_ arguments: [String]) throws {
    let result = ArchlabProcess.runInProcessOnce(arguments)
    #expect(result.exitCode == 0)
    let text = result.stdout.replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "&quot;", with: "\"")
      .split(separator: " ").joined(separator: " ")
    #expect(text.contains("IT Sectr, \"MVP — what it is: the Model-View-Presenter pattern in iOS and Android\""))
    #expect(text.contains("no author or date given"))
  }

  @Test(arguments: ["README.md", "docs/Claims.md"])
  func theDocsWhereClaimsAreJudgedNameTheArticle(_ file: String) throws {
    let text = try String(contentsOf: ArchlabProcess.packageRoot.appendingPathComponent(file), encoding: .utf8)
      .replacingOccurrences(of: "\n", with: " ")
    #expect(text.contains("IT Sectr, \"MVP — what it is: the Model-View-Presenter pattern in iOS and Android\""))
  }
}
