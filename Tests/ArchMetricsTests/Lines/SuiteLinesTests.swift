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

  @Test func sharedModelCountsTheSameForEveryVariant() {
    let models = Self.rows.filter { $0.feature == "todo" && $0.role == "model" }.map(\.code)
    #expect(models.count == FeatureSuite.standard.feature(named: "todo")?.variants.count)
    #expect(Set(models).count == 1)
  }
}
