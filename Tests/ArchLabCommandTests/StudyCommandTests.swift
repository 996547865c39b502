import ArchCodebase
import ArchLabTool
import Foundation
import Testing

/// `archlab study FILE` end to end, on the fixture apps (folders, no git).
@Suite struct StudyCommandTests {
  static let apps = "Tests/ArchCodebaseTests/Fixtures/Apps"

  /// A study file in a fresh folder, and the folder.
  static func studyFile(_ text: String) throws -> (file: String, folder: URL) {
    let folder = try CommandBehaviourTests.temporaryFolder()
    let file = folder.appendingPathComponent("study.txt")
    try Data(text.utf8).write(to: file)
    return (file.path, folder)
  }

  static var cwd: String { FileManager.default.currentDirectoryPath }

  @Test func measuresEveryAppInTheFilesOrderAndPoolsThemInEightyColumns() throws {
    let (file, folder) = try Self.studyFile(
      """
      # two fixture apps
      scenes   \(Self.cwd)/\(Self.apps)/ScenesApp     -
      same     \(Self.cwd)/\(Self.apps)/SameScreens   -
      """)
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = ArchLabTool.run(
      capturing: ["study", file, "--cache", folder.appendingPathComponent("cache").path, "--width", "80"])
    #expect(run.status == 0, "\(run.standardError)")
    let lines = run.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.allSatisfy { $0.count <= 80 }, "\(lines.filter { $0.count > 80 })")
    let scenes = try #require(lines.firstIndex { $0.hasPrefix("scenes ") })
    let same = try #require(lines.firstIndex { $0.hasPrefix("same ") })
    #expect(scenes < same)
    // Each app's own medians and verdicts, as `claims` gives them: its two presenters are too few to judge by,
    // its four views are out of range.
    #expect(lines[scenes].contains("53 % ~") && lines[scenes].contains("50 % ✗"))
    #expect(run.standardOutput.contains("The article's claims on the pool:"))
    #expect(run.standardOutput.contains("MVP-family  iOS       presenter 40–60 %"))
    #expect(run.standardOutput.contains("MVVM/MVP    iOS       MVVM 25–30 % shorter"))
  }

  @Test func aBadLineIsAUsageErrorNamingItsLineBeforeAnyWork() throws {
    let (file, folder) = try Self.studyFile("ok /tmp -\nbroken\n")
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = ArchLabTool.run(capturing: ["study", file])
    #expect(run.status == 2)
    #expect(run.standardOutput == "")
    #expect(
      run.standardError == "archlab: \(file): line 2: broken has no SOURCE: write LABEL SOURCE [COMMIT] [SUBFOLDER]\n")
  }

  @Test func anAppThatCannotBeMeasuredIsReportedTheOthersRunAndTheExitIsOne() throws {
    let (file, folder) = try Self.studyFile(
      """
      gone /no/such/app -
      scenes \(Self.cwd)/\(Self.apps)/ScenesApp -
      empty \(Self.cwd)/Tests/ArchLabCommandTests/Snapshots -
      """)
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = ArchLabTool.run(capturing: ["study", file, "--format", "json"])
    #expect(run.status == 1)
    let study = try Study(json: Data(run.standardOutput.utf8))
    #expect(study.apps.map(\.entry.label) == ["gone", "scenes", "empty"])
    #expect(study.apps.map { $0.failure != nil } == [true, false, true])
    #expect(study.apps[2].failure == "no Swift, Kotlin or Java files in the tree")
    #expect(run.standardError.contains("archlab: gone (line 1): no such folder: /no/such/app\n"))
    #expect(run.standardError.hasSuffix("archlab: 2 of 3 apps could not be measured (above)\n"))
  }

  @Test func jsonIsVersionedAndReadBackWhole() throws {
    let (file, folder) = try Self.studyFile("scenes \(Self.cwd)/\(Self.apps)/ScenesApp -")
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = ArchLabTool.run(capturing: ["study", file, "--format", "json"])
    #expect(run.status == 0)
    #expect(run.standardOutput.contains(#""schema" : "archlab-study/1""#))
    let study = try Study(json: Data(run.standardOutput.utf8))
    #expect(study.json() == run.standardOutput)
    #expect(study.pool.rows.map(\.screens).reduce(0, +) == 4)
    let wrong = Data(#"{"schema": "archlab-report/3"}"#.utf8)
    #expect(throws: DecodingError.self) { try Study(json: wrong) }
  }

  @Test func htmlDrawsTheArticlesRangesAndShowsAHostileLabelAsText() throws {
    let (file, folder) = try Self.studyFile("<img/src=x/onerror=alert(1)> \(Self.cwd)/\(Self.apps)/ScenesApp -")
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = ArchLabTool.run(capturing: ["study", file, "--format", "html"])
    #expect(run.status == 0)
    #expect(run.standardOutput.hasPrefix("<!DOCTYPE html>"))
    #expect(!run.standardOutput.contains("<img"))
    #expect(run.standardOutput.contains("&lt;img/src=x/onerror=alert(1)&gt;"))
    #expect(run.standardOutput.contains("class=\"band\""))
    #expect(run.standardOutput.contains("<figcaption>MVP-family, iOS: 2 screens of 1 app</figcaption>"))
  }

  @Test func anAppWithLittleCodeInScreensIsFlaggedInClaimsWordsAndTheExitStaysZero() throws {
    let (file, folder) = try Self.studyFile("thin thin -")
    defer { try? FileManager.default.removeItem(at: folder) }
    let thin = folder.appendingPathComponent("thin")
    let helpers = (0..<40).map { "  func f\($0)() -> Int { \($0) }" }.joined(separator: "\n")
    for (path, code) in [
      ("Login/LoginPresenter.swift", "protocol LoginView: AnyObject { func show() }\nfinal class LoginPresenter {}\n"),
      ("Login/LoginViewController.swift", "import UIKit\nfinal class LoginViewController: UIViewController {}\n"),
      ("Net/Helpers.swift", "struct Helpers {\n\(helpers)\n}\n"),
    ] {
      let url = thin.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(code.utf8).write(to: url)
    }
    let study = ArchLabTool.run(capturing: ["study", file])
    #expect(study.status == 0, "\(study.standardError)")
    let claims = ArchLabTool.run(capturing: ["claims", thin.path, "--width", "200"])
    let said = try #require(claims.standardOutput.split(separator: "\n").first { $0.hasPrefix("warning: ") })
    let words = said.dropFirst("warning: ".count).replacingOccurrences(of: "--show-", with: "archlab claims --show-")
    // NB: give the study a threshold or words of its own and the two commands disagree about one app.
    #expect(words.hasPrefix("only 9 % of the code is in screens"), "\(claims.standardOutput)")
    #expect(study.standardOutput.replacingOccurrences(of: "\n  ", with: " ").contains("! thin (line 1): " + words))
    #expect(study.standardOutput.contains("thin  —           1 !"), "\(study.standardOutput)")
  }

  @Test func diffReadsTwoStudiesAndSaysWhatChanged() throws {
    let (file, folder) = try Self.studyFile("scenes \(Self.cwd)/\(Self.apps)/ScenesApp -")
    defer { try? FileManager.default.removeItem(at: folder) }
    let old = folder.appendingPathComponent("old.json").path
    let new = folder.appendingPathComponent("new.json").path
    #expect(ArchLabTool.run(capturing: ["study", file, "--format", "json", "--output", old]).status == 0)
    try Data("scenes \(Self.cwd)/\(Self.apps)/ScenesApp -\nsame \(Self.cwd)/\(Self.apps)/SameScreens -".utf8)
      .write(to: URL(fileURLWithPath: file))
    #expect(ArchLabTool.run(capturing: ["study", file, "--format", "json", "--output", new]).status == 0)
    let same = ArchLabTool.run(capturing: ["diff", old, old])
    #expect(same.status == 0)
    #expect(same.standardOutput == "No figure changed between the two studies.\n")
    let diff = ArchLabTool.run(capturing: ["diff", old, new])
    #expect(diff.status == 0, "\(diff.standardError)")
    let lines = diff.standardOutput.split(separator: "\n").map { $0.split(separator: " ").joined(separator: " ") }
    #expect(lines.contains("same app — measured"))
    #expect(lines.contains("MVP-family iOS screens 2 4"))
    #expect(lines.contains("MVP-family iOS presenter in range 2 of 2 4 of 4"), "\(diff.standardOutput)")
    #expect(lines.contains("- MVP-family iOS: with same (added)"))
    // NB: drop the flag from diffStudies and --all prints "No figure changed", as it did.
    let all = ArchLabTool.run(capturing: ["diff", old, old, "--all"])
    #expect(all.status == 0)
    let every = all.standardOutput.split(separator: "\n").map { $0.split(separator: " ").joined(separator: " ") }
    #expect(every.first?.hasPrefix("Figures (") == true, "\(all.standardOutput)")
    #expect(every.contains("scenes app measured measured"))
    #expect(every.contains("MVP-family iOS presenter verdict inconclusive inconclusive"))
    let markdown = ArchLabTool.run(capturing: ["diff", old, new, "--format", "markdown"])
    #expect(markdown.standardOutput.contains("## Pools whose apps changed\n\n- MVP-family iOS: with same (added)"))
    let report = ArchLabTool.run(capturing: ["diff", old, "Tests/ArchLabCommandTests/Fixtures/new.json"])
    #expect(report.status == 2)
    #expect(report.standardError.contains("is a study (archlab study --format json) and the other a report"))
  }

  @Test func diffRefusesAStudyThatListsAnAppTwiceAndReads1e308AsANumber() throws {
    let (file, folder) = try Self.studyFile("scenes \(Self.cwd)/\(Self.apps)/ScenesApp -")
    defer { try? FileManager.default.removeItem(at: folder) }
    let old = folder.appendingPathComponent("old.json").path
    #expect(ArchLabTool.run(capturing: ["study", file, "--format", "json", "--output", old]).status == 0)
    var study = try Study(json: Data(contentsOf: URL(fileURLWithPath: old)))
    study.apps.append(study.apps[0])
    let twice = folder.appendingPathComponent("twice.json").path
    try study.json().write(toFile: twice, atomically: true, encoding: .utf8)
    let refused = ArchLabTool.run(capturing: ["diff", old, twice])
    #expect(refused.status == 2)
    #expect(refused.standardOutput == "")
    #expect(
      refused.standardError == "archlab: \(twice): not a study archlab can read (the app scenes is listed twice "
        + "(apps 1 and 2): a study lists each app once)\n")
    let huge = folder.appendingPathComponent("huge.json").path
    let text = try String(contentsOfFile: old, encoding: .utf8)
    let median = try #require(text.range(of: #""median" : 0\.[0-9]+"#, options: .regularExpression))
    try text.replacingCharacters(in: median, with: #""median" : 1e308"#).write(
      toFile: huge, atomically: true, encoding: .utf8)
    let diff = ArchLabTool.run(capturing: ["diff", old, huge])
    #expect(diff.status == 0, "\(diff.standardError)")
    #expect(diff.standardOutput.contains("1.00e+310 %"), "\(diff.standardOutput)")
    #expect(!diff.standardOutput.contains("inf"))
  }

  @Test(arguments: ["0", "-1", "two"])
  func jobsMustBeAWholeNumberFromOne(value: String) throws {
    let (file, folder) = try Self.studyFile("scenes \(Self.cwd)/\(Self.apps)/ScenesApp -")
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = ArchLabTool.run(capturing: ["study", file, "--jobs", value])
    #expect(run.status == 2)
    #expect(run.standardError.contains("--jobs \(value): give a whole number, 1 or more"))
  }
}
