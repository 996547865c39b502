import ArchCodebase
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

  @Test func countsItsOwnFilesInItsFolderWithTheSharedModelBeside() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("outside-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data("final class OutsideStore {\n  // state\n  var count = 0\n}\n".utf8)
      .write(to: folder.appendingPathComponent("OutsideStore.swift"))
    try Data("struct OutsideView {}\n".utf8).write(to: folder.appendingPathComponent("OutsideView.swift"))
    try Data("struct NotMine {}\n".utf8).write(to: folder.appendingPathComponent("Unrelated.swift"))
    let parts = try Self.rows(Self.suite(sources: ["Outside*.swift"], folder: folder))
    let shared = try SuiteLines.measure(.standard, sources: SuiteLines.defaultSources)
      .first { $0.feature == "profile" && $0.variant == "mvc" && $0.role == "shared model" }?.code
    #expect(parts == ["logic": 3, "view": 1, "shared model": try #require(shared)])
  }

  @Test func theViewsProtocolInAnOutsidePresentersFileCountsAsView() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("outside-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(
      ("protocol OutsideView: AnyObject {\n  func show(_ text: String)\n}\n\n"
        + "final class OutsidePresenter {\n  weak var view: OutsideView?\n  func load() { view?.show(\"hi\") }\n}\n")
        .utf8
    ).write(to: folder.appendingPathComponent("OutsidePresenter.swift"))
    try Data("final class OutsideScreenView: OutsideView {\n  func show(_ text: String) {}\n}\n".utf8)
      .write(to: folder.appendingPathComponent("OutsideScreenView.swift"))
    let parts = try Self.rows(Self.suite(sources: ["Outside*.swift"], folder: folder))
    // The presenter's 7 lines: its view's protocol (3) is the contract, view, as archlab claims counts it.
    // NB: drop `partLines` from SuiteLines.read's FileParts and the 3 lines stay logic.
    #expect(parts["logic"] == 4)
    #expect(parts["view"] == 3 + 3)
  }

  @Test func aVariantWhoseFilesAreNotFoundHasNoLines() throws {
    #expect(try Self.rows(Self.suite(sources: [], folder: nil)).isEmpty)
    #expect(try Self.rows(Self.suite(sources: ["Nowhere/*"], folder: nil)).isEmpty)
  }
}
