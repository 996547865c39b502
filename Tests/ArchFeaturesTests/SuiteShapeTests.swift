import ArchFeatures
import Foundation
import Testing

/// What every feature of the standard suite must have: enough scenarios,
/// covering every required situation, on every standard variant, with
/// source globs that match real files.
@Suite struct SuiteShapeTests {
  static let features = FeatureSuite.standard.features

  @Test(arguments: features.map(\.name))
  func featureHasSixScenariosCoveringEverySituation(_ name: String) throws {
    let feature = try #require(FeatureSuite.standard.feature(named: name))
    #expect(feature.scenarios.count >= 6)
    #expect(Set(feature.scenarios).count == feature.scenarios.count, "scenario names must be unique")
    let covered = feature.coverage.reduce(ScenarioCoverage()) { $0.union($1) }
    #expect(covered.isSuperset(of: .required), "missing: \(ScenarioCoverage.required.subtracting(covered))")
  }

  @Test(arguments: features.map(\.name))
  func featureShipsEveryStandardVariant(_ name: String) throws {
    let feature = try #require(FeatureSuite.standard.feature(named: name))
    #expect(VariantID.standard.allSatisfy { feature.variant($0) != nil })
    #expect(feature.variant(.mvpLeaky)?.traits.contains(.leaksOnPurpose) == true)
    #expect(feature.variant(.mvc)?.traits.contains(.reloadsOnRotation) == true)
    #expect(!feature.readMe.isEmpty)
  }

  @Test(arguments: features.map(\.name))
  func variantSourcesNameRealFiles(_ name: String) throws {
    let feature = try #require(FeatureSuite.standard.feature(named: name))
    let folder = Self.sourcesFolder.appendingPathComponent(feature.title)
    for variant in feature.variants {
      #expect(!variant.sources.isEmpty, "\(variant.id) lists no sources")
      for glob in variant.sources {
        let directory = folder.appendingPathComponent((glob as NSString).deletingLastPathComponent)
        let pattern = (glob as NSString).lastPathComponent
        let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        #expect(
          files.contains { fnmatch(pattern, $0, 0) == 0 }, "\(feature.name) \(variant.id): no file matches \(glob)")
      }
    }
  }

  static let sourcesFolder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Sources/ArchFeatures")
}
