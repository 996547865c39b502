import ArchLabBenchOptions
import Foundation
import Testing

/// `archlab-bench --help`, word for word, against `Snapshots/help.txt`;
/// `ARCHLAB_RECORD_SNAPSHOTS=1` writes the file instead (and fails, so a
/// recording run is never mistaken for a passing one).
@Suite("archlab-bench help")
struct BenchHelpTests {
  static let snapshot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Snapshots/help.txt")

  @Test func helpMatchesTheSnapshot() throws {
    guard case .help(let text) = try BenchCommand.parse(["--help"]) else {
      Issue.record("--help printed no help")
      return
    }
    if ProcessInfo.processInfo.environment["ARCHLAB_RECORD_SNAPSHOTS"] == "1" {
      try Data(text.utf8).write(to: Self.snapshot)
      Issue.record("recorded help.txt; run again without ARCHLAB_RECORD_SNAPSHOTS")
      return
    }
    let expected = try String(contentsOf: Self.snapshot, encoding: .utf8)
    #expect(text == expected)
  }

  @Test func helpShowsTheDefaultsTheParsingUses() throws {
    guard case .help(let help) = try BenchCommand.parse(["--help"]) else { return }
    // Words only: where a line wraps is the snapshot's business.
    let text = help.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(text.contains("(repeatable; values: flow, matrix, all; default: all)"))
    #expect(text.contains("(default: \(SuiteOptions.defaultCycles); with --quick: \(SuiteOptions.quickCycles))"))
    #expect(text.contains("--runs <r> Runs of each tool in --lines-tree. (default: \(LinesTreeOptions.defaultRuns))"))
    #expect(text.contains("hex. (default: \(FuzzOptions.defaultSeed))"))
    #expect(text.contains("--coverage <file>"))
    #expect(help.contains("EXAMPLES:\n  swift run -c release archlab-bench\n"))
  }
}
