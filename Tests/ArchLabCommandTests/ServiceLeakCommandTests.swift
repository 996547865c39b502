import Foundation
import Testing

/// `archlab compare --cycles N` shows a leak into a long-lived service
/// growing with N, as it would on a phone.
@Suite struct ServiceLeakCommandTests {
  /// The subscriptions cell of `variant`'s row in the Markdown leak table.
  static func subscriptions(feature: String, variant: String, cycles: Int) throws -> Int {
    let result = ArchlabProcess.runInProcess(
      ["compare", "--feature", feature, "--variant", variant, "--format", "markdown", "--cycles", "\(cycles)"])
    #expect(result.exitCode == 0, "\(result.stderr)")
    let rows = result.stdout.split(separator: "\n").filter { $0.hasPrefix("| \(feature) | \(variant) | ") }
    // The leak table's row is the one with a passed cell: "| profile | mvi-service-leaky | 8/8 | 0 | 7 | …".
    let cells = try #require(rows.first { $0.contains("/") }).split(separator: "|").map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    return try #require(Int(cells[4]), "\(cells)")
  }

  @Test(arguments: ["profile", "todo"])
  func compareShowsTheServiceLeakGrowingWithTheCycles(_ feature: String) throws {
    let counts = try [1, 2, 5].map {
      try Self.subscriptions(feature: feature, variant: "mvi-service-leaky", cycles: $0)
    }
    let perCycle = counts[1] - counts[0]
    #expect(perCycle > 0, "\(counts)")
    #expect(counts[2] == counts[0] + 4 * perCycle, "\(counts)")
  }
}
