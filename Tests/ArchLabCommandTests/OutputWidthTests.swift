import Foundation
import Testing

/// Text fits the width it is given: `--width`, the terminal's, or a pipe's
/// 100 columns; no line is ever longer.
@Suite struct OutputWidthTests {
  static let fixtures = "Tests/ArchLabCommandTests/Fixtures"
  static let apps = "Tests/ArchCodebaseTests/Fixtures/Apps"

  static let commands: [[String]] = [
    ["compare", "--feature", "profile"],
    ["play", "login"],
    ["play", "ticker", "--variant", "mvp", "--variant", "mvvm-flow", "--variant", "mvi", "--variant", "mvvm-async"],
    ["report", "--from", "\(fixtures)/old.json", "--format", "text"],
    ["diff", "\(fixtures)/old.json", "\(fixtures)/new.json", "--all"],
    ["loc"],
    ["loc", "\(apps)/AndroidFeatures"],
    ["claims", "\(apps)/ScenesApp", "--show-grouping"],
    ["list"],
    ["list", "ticker"],
  ]

  static func longest(_ text: String) -> Int {
    text.split(separator: "\n", omittingEmptySubsequences: false).map(\.count).max() ?? 0
  }

  @Test(arguments: commands)
  func noLineIsWiderThanTheWidthAsked(_ command: [String]) throws {
    for width in [40, 60, 80, 120] {
      let result = ArchlabProcess.runInProcessOnce(command + ["--width", "\(width)"])
      #expect(result.exitCode == 0, "\(command) --width \(width): \(result.stderr)")
      #expect(Self.longest(result.stdout) <= width, "archlab \(command.joined(separator: " ")) --width \(width)")
    }
  }

  @Test func aPipeGetsAHundredColumnsUnlessTheUserSetsColumns() throws {
    let piped = try ArchlabProcess.run(["compare", "--feature", "profile"])
    let narrow = try ArchlabProcess.run(["compare", "--feature", "profile"], environment: ["COLUMNS": "60"])
    #expect(Self.longest(piped.stdout) <= 100)
    #expect(Self.longest(piped.stdout) > 80)
    // NB: drop COLUMNS from Terminal's pipe case to see it ignored, as before issue 38.
    #expect(Self.longest(narrow.stdout) <= 60)
  }

  @Test func aWideTableStacksIntoPanelsThatRepeatTheVariant() throws {
    let result = ArchlabProcess.runInProcessOnce(["compare", "--width", "80"])
    let headers = result.stdout.split(separator: "\n").filter { $0.hasPrefix("variant ") }
    #expect(headers.count == 3)
    // Every figure is still there: the leaky control's subscriptions and its busy upstream.
    let leaky = result.stdout.split(separator: "\n").filter { $0.hasPrefix("mvp-leaky ") }
    #expect(leaky.count == 3)
    #expect(leaky.contains { $0.hasSuffix("busy") })
  }

  @Test func aWidthOutOfRangeIsAUsageError() throws {
    for bad in ["39", "1001", "wide", ""] {
      let result = ArchlabProcess.runInProcess(["play", "login", "--width", bad])
      #expect(result.exitCode == 2, "--width \(bad)")
      #expect(result.stdout == "")
      #expect(result.stderr.contains("--width"))
    }
  }

  @Test func twoVariantsInEightyColumnsMarkWhereTheyDifferAndKeepEveryFrameInFootnotes() throws {
    let result = ArchlabProcess.runInProcessOnce(["play", "login", "--width", "80"])
    let lines = result.stdout.split(separator: "\n").map(String.init)
    let diverging = lines.filter { $0.hasPrefix("◆ ") && $0.contains("advance") }
    #expect(diverging.count == 1)
    // The cut frames keep the part where the variants differ, and the marks.
    #expect(diverging.first?.contains("navigated ×1") == true)
    #expect(diverging.first?.contains("↯2") == true)
    let whole = ArchlabProcess.runInProcess(["play", "login", "--width", "1000"]).stdout
    let frames = whole.split(separator: "\n").compactMap { line -> String? in
      let parts = line.components(separatedBy: "  ").filter { $0.hasPrefix("#") && $0.contains(" · ") }
      return parts.first
    }
    #expect(!frames.isEmpty)
    for frame in frames {
      let shown = frame.replacingOccurrences(of: " ↯2", with: "")
      #expect(lines.contains { $0.hasSuffix("] " + shown) || $0.contains("] " + shown) }, "footnote for \(shown)")
    }
  }

  #if os(Linux)
    /// Runs `arguments` on a pseudo-terminal `columns` wide (util-linux
    /// `script`), in `folder`; what the terminal showed, without carriage
    /// returns.
    static func onTerminal(_ arguments: [String], columns: Int, in folder: URL) throws -> String? {
      guard FileManager.default.isExecutableFile(atPath: "/usr/bin/script") else { return nil }
      let quoted = ([ArchlabProcess.binary.path] + arguments).map { "'" + $0 + "'" }.joined(separator: " ")
      let result = try ArchlabProcess.run(
        ["-qec", "stty cols \(columns); exec \(quoted)", "/dev/null"], environment: ["NO_COLOR": "1"],
        executable: URL(fileURLWithPath: "/usr/bin/script"), in: folder)
      return result.stdout.replacingOccurrences(of: "\r", with: "")
    }

    @Test func aTerminalsOwnWidthIsUsed() throws {
      guard let shown = try Self.onTerminal(["play", "login"], columns: 72, in: ArchlabProcess.packageRoot) else {
        return
      }
      #expect(Self.longest(shown) <= 72)
      #expect(Self.longest(shown) > 60)
    }

    @Test func theReportOnATerminalGoesToAFileNotTheScreen() throws {
      let folder = FileManager.default.temporaryDirectory.appendingPathComponent("archlab-tty-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: folder) }
      let fixture = ArchlabProcess.packageRoot.appendingPathComponent("\(Self.fixtures)/old.json").path
      guard let shown = try Self.onTerminal(["report", "--from", fixture], columns: 80, in: folder) else { return }
      #expect(!shown.contains("<html"))
      #expect(shown.contains("archlab-report.html"))
      let page = try String(contentsOf: folder.appendingPathComponent("archlab-report.html"), encoding: .utf8)
      #expect(page.contains("<svg"))
    }
  #endif
}
