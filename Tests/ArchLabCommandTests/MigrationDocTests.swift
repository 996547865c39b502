import Foundation
import Testing

/// docs/Migration.md cannot drift: each step's diff is regenerated with
/// `diff -u` from the real files, and each line count is measured again by
/// `archlab compare`.
@Suite struct MigrationDocTests {
  static let guide = ArchlabProcess.packageRoot.appendingPathComponent("docs/Migration.md")
  /// Where the diffs are taken, so their paths read `MVP/…`, `Ladder1Streams/…`.
  static let folder = ArchlabProcess.packageRoot.appendingPathComponent("Sources/ArchFeatures/UserProfile")

  struct StepDiff: CustomTestStringConvertible, Sendable {
    let old: String
    let new: String
    let shown: String
    var testDescription: String { "\(old) → \(new)" }
  }

  /// The ```diff blocks, each marked `<!-- diff: OLD NEW -->`.
  static let diffs: [StepDiff] = MarkdownDocs.blocks(in: guide).compactMap { block in
    guard block.language == "diff",
      let match = block.lineBefore.wholeMatch(of: /<!-- diff: (\S+) (\S+) -->/)
    else { return nil }
    return StepDiff(old: String(match.output.1), new: String(match.output.2), shown: block.body)
  }

  /// `diff -u` with the paths as labels (no dates, so the text is stable).
  static func unifiedDiff(_ old: String, _ new: String) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/diff")
    process.arguments = ["-u", "--label", old, "--label", new, old, new]
    process.currentDirectoryURL = folder
    let out = Pipe()
    process.standardOutput = out
    try process.run()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }

  @Test func everyStepOfTheLadderHasItsDiffs() {
    #expect(Self.diffs.count == 8)
    for folder in ["Ladder1Streams/", "Ladder2Observed/", "Ladder3ViewModel/", "Ladder4Factory/"] {
      #expect(Self.diffs.contains { $0.new.hasPrefix(folder) }, "no diff into \(folder)")
    }
  }

  // NB: edit a line of Ladder2Observed/ObservedUserProfileView.swift and this fails until the doc is regenerated.
  @Test(arguments: diffs)
  func diffIsTheRealOne(_ step: StepDiff) throws {
    let real = try Self.unifiedDiff(step.old, step.new)
    #expect(!real.isEmpty)
    let command = "diff -u --label \(step.old) --label \(step.new) \(step.old) \(step.new)"
    #expect(step.shown == real, "regenerate: cd Sources/ArchFeatures/UserProfile && \(command)")
  }

  @Test func lineCountsAreTheMeasuredOnes() throws {
    let result = ArchlabProcess.runInProcessOnce(["compare", "--feature", "profile", "--format", "markdown"])
    #expect(result.exitCode == 0)
    // The "Lines by role" table only: the leak table's rows start the same way.
    let section = result.stdout.components(separatedBy: "## Lines by role").dropFirst().first?
      .components(separatedBy: "## Leaks").first ?? ""
    let measured = section.components(separatedBy: "\n")
    var totals: [String: String] = [:]
    for row in measured where row.hasPrefix("| profile |") {
      let cells = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      if cells.count > 2, let total = cells.last { totals[cells[1]] = total }
    }
    let text = MarkdownDocs.text(Self.guide)

    // The table under `<!-- loc table -->`: each row as the command prints it.
    let table = text.components(separatedBy: "<!-- loc table -->\n").dropFirst().first?
      .components(separatedBy: "\n\n").first?.components(separatedBy: "\n") ?? []
    #expect(table.count == 8, "header, rule and six variants")
    for row in table {
      #expect(measured.contains(row), "not what archlab compare prints: \(row)")
    }

    // "Measured: **100** lines for `ladder-1-streams`, against 123 for `mvp` (−23)."
    let claimLine = /Measured: \*\*(\d+)\*\* lines for `([^`]+)`, against (\d+) for `([^`]+)` \(([−+])(\d+)\)\./
    let claims = text.matches(of: claimLine)
    #expect(claims.count == 4)
    for claim in claims {
      let (_, new, newVariant, old, oldVariant, sign, change) = claim.output
      #expect(totals[String(newVariant)] == String(new), "\(newVariant)")
      #expect(totals[String(oldVariant)] == String(old), "\(oldVariant)")
      let difference = (Int(new) ?? 0) - (Int(old) ?? 0)
      #expect(Int(change) == abs(difference) && (sign == "−") == (difference < 0), "\(newVariant)")
    }
  }
}
