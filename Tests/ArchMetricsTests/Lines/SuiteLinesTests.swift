import ArchCodebase
import ArchFeatures
import ArchMetrics
import Testing

/// Lines by role for the shipped suite, read from its sources.
@Suite struct SuiteLinesTests {
  static let rows = (try? SuiteLines.measure(.standard, sources: SuiteLines.defaultSources)) ?? []

  @Test func everyFeatureAndVariantHasRows() {
    for feature in FeatureSuite.standard.features {
      for variant in feature.variants {
        #expect(Self.rows.contains { $0.feature == feature.name && $0.variant == variant.id.rawValue },
                "\(feature.name) \(variant.id)")
      }
    }
  }

  @Test func sharesOfAVariantsLogicViewAndModelAddUpToOne() {
    let groups = Dictionary(grouping: Self.rows.filter { !$0.isBeside }) { "\($0.feature)/\($0.variant)" }
    for (key, rows) in groups {
      #expect(abs(rows.map(\.share).reduce(0, +) - 1) < 1e-9, "\(key)")
    }
  }

  @Test func partsFollowTheVariantsArchitectureAsClaimsCountsThem() {
    func parts(_ feature: String, _ variant: String) -> Set<String> {
      Set(Self.rows.filter { $0.feature == feature && $0.variant == variant }.map(\.role))
    }
    // NB: rename a presenter file to …Logic.swift and "logic" disappears here.
    #expect(parts("search", "mvp") == ["logic", "view", "shared model"])
    // An MVC controller is the view, as archlab claims counts it: no logic part.
    #expect(parts("search", "mvc") == ["view", "shared model"])
    #expect(parts("search", "mvvm-flow") == ["logic", "view", "shared model"])
    #expect(parts("search", "mvi") == ["logic", "view", "shared model"])
    #expect(parts("profile", "mvp-article") == ["logic", "view", "model", "shared model"])
  }

  @Test func aScreenPerFeatureAndVariantMatchesWhatClaimsFindsForTheSameFiles() throws {
    // `archlab claims Sources/ArchFeatures` groups MVP/Feed from the same three files: the same parts.
    let feed = Self.rows.filter { $0.feature == "feed" && $0.variant == "mvp" }
    let logic = try #require(feed.first { $0.role == "logic" }).code
    let view = try #require(feed.first { $0.role == "view" }).code
    let count = try LineCountReport(
      counting: [SuiteLines.defaultSources.appendingPathComponent("Feed/MVP")], rules: .mobilePreset,
      exclusions: .standard)
    let claims = CodebaseClaims(count: count, rules: .mobilePreset)
    let screen = try #require(claims.grouping.screens.first)
    #expect((screen.lines.logic, screen.lines.view) == (logic, view))
  }

  @Test func theSharedModelIsBesideEveryVariantAndTheArticlesOwnModelIsItsModel() throws {
    let rows = Self.rows.filter { $0.feature == "todo" && $0.role == "shared model" }
    #expect(rows.count == FeatureSuite.standard.feature(named: "todo")?.variants.count)
    #expect(Set(rows.map(\.code)).count == 1)
    // The article's variants add a model of their own, its callback repository: their model part.
    let own = Self.rows.filter { $0.feature == "todo" && $0.role == "model" }
    #expect(!own.isEmpty && own.allSatisfy { $0.variant.hasPrefix("mvp-article") })
  }
}
