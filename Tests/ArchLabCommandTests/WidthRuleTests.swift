import Foundation
import Testing

/// One width rule for every text command (issue 50): `--width N`, else the
/// terminal's size, else `COLUMNS`, else 100 to a file or a pipe; `study`,
/// `readme` and a diff of two studies follow it as the others do.
@Suite struct WidthRuleTests {
  static let apps = "Tests/ArchCodebaseTests/Fixtures/Apps"

  static func longest(_ text: String) -> Int {
    text.split(separator: "\n", omittingEmptySubsequences: false).map(\.count).max() ?? 0
  }

  /// Two studies of the same fixture apps, saved as JSON, in a fresh folder; the first app's label is long.
  static func studies() throws -> (old: String, new: String, folder: URL) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("archlab-width-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let root = ArchlabProcess.packageRoot.path
    let list = "a-scenes-app-with-a-long-label \(root)/\(apps)/ScenesApp -\nsame \(root)/\(apps)/SameScreens -\n"
    let file = folder.appendingPathComponent("apps.txt")
    try Data(list.utf8).write(to: file)
    var paths: [String] = []
    for name in ["old.json", "new.json"] {
      let path = folder.appendingPathComponent(name).path
      let run = try ArchlabProcess.run(["study", file.path, "--format", "json", "--output", path])
      #expect(run.exitCode == 0, "\(run.stderr)")
      paths.append(path)
    }
    return (paths[0], paths[1], folder)
  }

  @Test func studyAndItsDiffFitTheWidthAskedAndUseItForLabels() throws {
    let (old, new, folder) = try Self.studies()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("apps.txt").path
    for width in [60, 80, 120] {
      // NB: drop `width:` from StudyCommand's StudyText and study writes 80 columns whatever it is asked.
      let study = try ArchlabProcess.run(["study", file, "--width", "\(width)"])
      #expect(study.exitCode == 0, "\(study.stderr)")
      #expect(Self.longest(study.stdout) <= width, "study --width \(width)")
      let diff = try ArchlabProcess.run(["diff", old, new, "--all", "--width", "\(width)"])
      #expect(diff.exitCode == 0, "\(diff.stderr)")
      #expect(Self.longest(diff.stdout) <= width, "diff --all --width \(width)")
    }
    // A wide terminal shows a long label whole; 80 columns cut it.
    let wide = try ArchlabProcess.run(["diff", old, new, "--all", "--width", "200"]).stdout
    #expect(wide.contains("a-scenes-app-with-a-long-label "))
    let narrow = try ArchlabProcess.run(["diff", old, new, "--all", "--width", "80"]).stdout
    #expect(!narrow.contains("a-scenes-app-with-a-long-label"))
    let study = try ArchlabProcess.run(["study", file, "--width", "120"]).stdout
    #expect(study.contains("a-scenes-app-with-a-long-label "))
    // COLUMNS counts through a pipe, as for the other commands.
    let columns = try ArchlabProcess.run(["study", file], environment: ["COLUMNS": "60"]).stdout
    #expect(Self.longest(columns) <= 60)
  }

  @Test func aStudyFailureNamingALongPathFitsTheWidth() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("archlab-width-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let root = ArchlabProcess.packageRoot.path
    let missing = "/" + String(repeating: "a-folder-that-is-not-there/", count: 5)
    let list = "gone \(missing) -\nscenes \(root)/\(Self.apps)/ScenesApp -\n"
    let file = folder.appendingPathComponent("apps.txt")
    try Data(list.utf8).write(to: file)
    // NB: wrap StudyText's failures without breakingWords and the path runs past 60 columns.
    let run = try ArchlabProcess.run(["study", file.path, "--width", "60"])
    #expect(run.exitCode == 1)
    #expect(run.stdout.contains("gone (line 1)"))
    #expect(Self.longest(run.stdout) <= 60, "\(run.stdout)")
  }

  @Test func allListsTheFiguresTheDefaultLeavesOut() throws {
    let (old, new, folder) = try Self.studies()
    defer { try? FileManager.default.removeItem(at: folder) }
    let plain = try ArchlabProcess.run(["diff", old, new]).stdout
    let all = try ArchlabProcess.run(["diff", old, new, "--all"]).stdout
    #expect(plain == "No figure changed between the two studies.\n")
    #expect(all.hasPrefix("Figures ("))
    #expect(all.contains("code in screens"))
    #expect(all.split(separator: "\n").count > plain.split(separator: "\n").count + 20)
  }

  @Test func readmeFollowsColumnsAndWidth() throws {
    // NB: wrap ReadmeCommand's text at a fixed 78 and COLUMNS=50 is ignored, as it was.
    let narrow = try ArchlabProcess.run(["readme", "ticker"], environment: ["COLUMNS": "50"])
    #expect(narrow.exitCode == 0)
    #expect(Self.longest(narrow.stdout) <= 50)
    #expect(Self.longest(narrow.stdout) > 40)
    let given = try ArchlabProcess.run(["readme", "ticker", "--width", "60"]).stdout
    #expect(Self.longest(given) <= 60)
    #expect(Self.longest(try ArchlabProcess.run(["readme", "ticker"]).stdout) <= 78)
  }

  @Test(arguments: ["claims", "compare", "study", "diff", "loc", "play", "report", "readme", "list"])
  func helpFitsEightyColumns(_ command: String) throws {
    // NB: print EXAMPLES unwrapped in HelpFormatter and `help claims` has an 82-column line.
    let help = try ArchlabProcess.run(["help", command])
    #expect(help.exitCode == 0)
    #expect(Self.longest(help.stdout) <= 80, "\(help.stdout)")
  }
}
