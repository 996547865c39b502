import ArchFeatures
import ArchMetrics
import Foundation
import Testing

/// An outside variant's lines are counted where its files are, with the
/// screen's shared model; a variant whose files cannot be found has no
/// figure, not the shared model's.
@Suite struct OutsideVariantLinesTests {
  static func suite(sources: [String], folder: URL?) -> FeatureSuite {
    var suite = FeatureSuite.standard
    let mvc = UserProfile.variants.first { $0.id == .mvc }!
    suite.register(
      Variant<UserProfile>("outside", summary: "from another package", sources: sources, sourceFolder: folder) {
        context, services in mvc.view(for: context, services: services)
      })
    return suite
  }

  static func rows(_ suite: FeatureSuite) throws -> [String: Int] {
    let rows = try SuiteLines.measure(suite, sources: SuiteLines.defaultSources)
    return Dictionary(uniqueKeysWithValues: rows.filter { $0.variant == "outside" }.map { ($0.role, $0.code) })
  }

  @Test func countsItsOwnFilesInItsFolderWithTheSharedModel() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("outside-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data("final class OutsideStore {\n  // state\n  var count = 0\n}\n".utf8)
      .write(to: folder.appendingPathComponent("OutsideStore.swift"))
    try Data("struct OutsideView {}\n".utf8).write(to: folder.appendingPathComponent("OutsideView.swift"))
    try Data("struct NotMine {}\n".utf8).write(to: folder.appendingPathComponent("Unrelated.swift"))
    let roles = try Self.rows(Self.suite(sources: ["Outside*.swift"], folder: folder))
    let mvcModel = try SuiteLines.measure(.standard, sources: SuiteLines.defaultSources)
      .first { $0.feature == "profile" && $0.variant == "mvc" && $0.role == "model" }?.code
    #expect(roles == ["reducer": 3, "view": 1, "model": try #require(mvcModel)])
  }

  @Test func aVariantWhoseFilesAreNotFoundHasNoLines() throws {
    #expect(try Self.rows(Self.suite(sources: [], folder: nil)).isEmpty)
    #expect(try Self.rows(Self.suite(sources: ["Nowhere/*"], folder: nil)).isEmpty)
  }
}
