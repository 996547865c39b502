import ArchTestSupport
import Foundation
import Testing

/// Output a terminal or a page should not trust: file names and report
/// fields that hold escape sequences, newlines or HTML are shown escaped,
/// and a report that repeats a row is refused.
@Suite struct UntrustedTextTests {
  static let fixtures = ArchlabProcess.packageRoot.appendingPathComponent("Tests/ArchLabCommandTests/Fixtures")

  /// Any control character but the newlines that end lines.
  static func controls(_ text: String) -> [String] {
    text.unicodeScalars.filter { ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) }
      .map { String($0.value, radix: 16) }
  }

  func withFolder(_ body: (URL) throws -> Void) throws {
    let folder = try CommandBehaviourTests.temporaryFolder().resolvingSymlinksInPath()
    defer { try? FileManager.default.removeItem(at: folder) }
    try body(folder)
  }

  /// `new.json` with `edit` applied, written to `folder`.
  func report(
    in folder: URL, named name: String = "hostile.json", _ edit: (inout [String: Any]) -> Void
  ) throws -> String {
    let data = try Data(contentsOf: Self.fixtures.appendingPathComponent("new.json"))
    var json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    edit(&json)
    let url = folder.appendingPathComponent(name)
    try JSONSerialization.data(withJSONObject: json).write(to: url)
    return url.path
  }

  @Test func locShowsEscapeSequencesAndNewlinesInFileNamesEscaped() throws {
    try withFolder { folder in
      for name in ["clear\u{1B}[2Jscreen.swift", "two\nlines.swift"] {
        try Data("let a = 1\n".utf8).write(to: folder.appendingPathComponent(name))
      }
      // NB: let TextTable.Cell keep its text as given to see ESC[2J reach the terminal.
      let result = try ArchlabProcess.run(["loc", folder.path])
      #expect(result.exitCode == 0)
      #expect(Self.controls(result.stdout) == [])
      #expect(result.stdout.contains("clear\\u{1B}[2Jscreen.swift"))
      #expect(result.stdout.contains("two\\u{0A}lines.swift"))
    }
  }

  @Test func diffShowsReportFieldsEscaped() throws {
    try withFolder { folder in
      let path = try report(in: folder) { json in
        json["command"] = "archlab compare\u{1B}[2J"
        json["machine"] = "box\u{07}\nfake line"
        var matrix = json["matrix"] as! [[String: Any]]
        matrix[0]["feature"] = "pro\u{1B}]0;title\u{07}file"
        json["matrix"] = matrix
      }
      for format in ["text", "markdown"] {
        let old = Self.fixtures.appendingPathComponent("old.json").path
        // NB: write the diff's text with FileHandle as it is to see the screen cleared.
        let result = try ArchlabProcess.run(["diff", old, path, "--all", "--format", format])
        #expect(Self.controls(result.stdout) == [], "\(format)")
        #expect(result.stdout.contains("\\u{1B}"), "\(format)")
      }
    }
  }

  @Test func markdownEscapesHTMLInNames() throws {
    try withFolder { folder in
      let path = try report(in: folder) { json in
        var matrix = json["matrix"] as! [[String: Any]]
        matrix[0]["variant"] = "<img src=x onerror=alert(1)>&"
        json["matrix"] = matrix
      }
      let old = Self.fixtures.appendingPathComponent("old.json").path
      let runs = [["diff", old, path, "--all", "--format", "markdown"], ["report", "--from", path, "--format", "md"]]
      for arguments in runs {
        // NB: escape only `|` in TextTable.markdownEscaped to see the tag reach the page.
        let result = try ArchlabProcess.run(arguments.map { $0 == "md" ? "markdown" : $0 })
        #expect(!result.stdout.contains("<img"), "\(arguments)")
        #expect(result.stdout.contains("&lt;img src=x onerror=alert(1)&gt;&amp;"), "\(arguments)")
      }
    }
  }

  @Test func diffRefusesAReportWithADuplicateRowNamingIt() throws {
    try withFolder { folder in
      let path = try report(in: folder) { json in
        var matrix = json["matrix"] as! [[String: Any]]
        matrix.append(matrix[1])
        json["matrix"] = matrix
      }
      let old = Self.fixtures.appendingPathComponent("old.json").path
      // NB: drop the duplicate check in JSONReportReader to see "no figure changed".
      for arguments in [["diff", old, path], ["diff", path, old], ["report", "--from", path, "--format", "text"]] {
        let result = try ArchlabProcess.run(arguments)
        #expect(result.exitCode == 2, "\(arguments)")
        #expect(result.stdout == "")
        #expect(result.stderr.contains("\(path): the matrix has the row profile mvp twice"), "\(result.stderr)")
      }
    }
  }

  @Test func aHugeTimingIsFormattedLikeTheRest() throws {
    try withFolder { folder in
      let path = try report(in: folder) { json in
        var timings = json["timings"] as! [[String: Any]]
        var nanoseconds = timings[0]["nanoseconds"] as! [String: Any]
        for key in ["max", "mean", "median", "min", "p99"] { nanoseconds[key] = 1e308 }
        timings[0]["nanoseconds"] = nanoseconds
        json["timings"] = timings
      }
      let old = Self.fixtures.appendingPathComponent("old.json").path
      // NB: format nanoseconds with a plain "%.0f" to see a 309-digit number.
      for arguments in [["diff", old, path, "--all"], ["report", "--from", path, "--format", "text"]] {
        let result = try ArchlabProcess.run(arguments)
        #expect(!result.stdout.contains("0000000000"), "\(arguments)")
        #expect(result.stdout.split(separator: "\n").allSatisfy { $0.count <= 100 }, "\(arguments)")
      }
    }
  }

  @Test(.timeLimit(.minutes(1)))
  func diffAndReportWrapAMegabyteWordInLinearTime() throws {
    try withFolder { folder in
      let length = TestScale.count(quick: 1_000_000, full: 2_000_000)
      let path = try report(in: folder) { json in json["command"] = String(repeating: "w", count: length) }
      let old = Self.fixtures.appendingPathComponent("old.json").path
      // NB: cut the word with `word.dropFirst(line.count)` per line in TextTable.wrapped to see this take minutes.
      for arguments in [["diff", old, path], ["report", "--from", path, "--format", "text"]] {
        let result = try ArchlabProcess.run(arguments)
        #expect(result.stdout.split(separator: "\n").allSatisfy { $0.count <= 100 }, "\(arguments)")
      }
    }
  }

  @Test func aRunWithAFailedScenarioFailsReportFromAndDiffAfterPrinting() throws {
    try withFolder { folder in
      let path = try report(in: folder) { json in
        var matrix = json["matrix"] as! [[String: Any]]
        matrix[1]["passed"] = 7
        matrix[1]["failedScenarios"] = ["loads the user"]
        json["matrix"] = matrix
      }
      let old = Self.fixtures.appendingPathComponent("old.json").path
      // NB: return after printing in ReportCommand.run / DiffCommand.run to see a failing run exit 0.
      for arguments in [["report", "--from", path, "--format", "text"], ["diff", old, path]] {
        let result = try ArchlabProcess.run(arguments)
        #expect(result.exitCode == 1, "\(arguments)")
        #expect(result.stdout != "", "\(arguments)")
        #expect(result.stderr.contains("profile / mvp: 7 of 8 scenarios passed (failed: loads the user)"))
      }
      // A failure in the old run only is history, not this run's: diff passes.
      let passing = try ArchlabProcess.run(["diff", path, old])
      #expect(passing.exitCode == 0, "\(passing.stderr)")
    }
  }
}
