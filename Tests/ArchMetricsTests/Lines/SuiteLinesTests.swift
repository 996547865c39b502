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

  @Test func sharesOfAVariantAddUpToOne() {
    let groups = Dictionary(grouping: Self.rows) { "\($0.feature)/\($0.variant)" }
    for (key, rows) in groups {
      #expect(abs(rows.map(\.share).reduce(0, +) - 1) < 1e-9, "\(key)")
    }
  }

  @Test func rolesFollowTheVariantsArchitecture() {
    func roles(_ feature: String, _ variant: String) -> Set<String> {
      Set(Self.rows.filter { $0.feature == feature && $0.variant == variant }.map(\.role))
    }
    // NB: rename a presenter file to …Logic.swift and "presenter" disappears here.
    #expect(roles("search", "mvp") == ["contract", "presenter", "view", "model"])
    #expect(roles("search", "mvc") == ["controller", "model"])
    #expect(roles("search", "mvvm-flow") == ["view model", "view", "model"])
    #expect(roles("profile", "mvp-leaky").contains("presenter"))
    #expect(Set(roles("search", "mvi")) == ["contract", "reducer", "effects", "view", "model"])
    #expect(Set(roles("search", "mvi-leaky")) == ["contract", "reducer", "effects", "view", "model"])
    #expect(Set(roles("search", "mvvm-observation")) == ["view model", "view", "model"])
  }

  @Test func sharedModelCountsTheSameForEveryVariant() throws {
    let rows = Self.rows.filter { $0.feature == "todo" && $0.role == "model" }
    #expect(rows.count == FeatureSuite.standard.feature(named: "todo")?.variants.count)
    // The article's variants add a model of their own, its callback repository.
    let isArticle = { (variant: String) in variant.hasPrefix("mvp-article") }
    let shared = Set(rows.filter { !isArticle($0.variant) }.map(\.code))
    #expect(shared.count == 1)
    let article = Set(rows.filter { isArticle($0.variant) }.map(\.code))
    let sharedCode = try #require(shared.first)
    let articleCode = try #require(article.first)
    #expect(article.count == 1 && articleCode > sharedCode)
  }
}
