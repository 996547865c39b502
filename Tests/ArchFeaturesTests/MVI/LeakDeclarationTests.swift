import Testing
@testable import ArchFeatures

/// Controls declare their leaks by scenario name: a name that matches no
/// scenario would silently declare nothing.
@Suite struct LeakDeclarationTests {
  static func names<F: Feature>(_ feature: F.Type) -> [String] {
    let scenarios = Set(F.scenarios.map(\.name))
    return F.variants.flatMap { variant in
      (variant.leaks?.byScenario.keys.map { $0 } ?? []).filter { !scenarios.contains($0) }
        .map { "\(variant.id): \($0)" }
    }
  }

  @Test func everyDeclaredScenarioExists() {
    let unknown = Self.names(UserProfile.self) + Self.names(Search.self) + Self.names(Feed.self)
      + Self.names(Login.self) + Self.names(Ticker.self) + Self.names(Todo.self)
    #expect(unknown == [])
  }

  @Test func everyControlIsALeakyVariantAndEveryLeakyVariantDeclares() {
    for variant in UserProfile.variants {
      #expect((variant.leaks != nil) == variant.traits.contains(.leaksOnPurpose), "\(variant.id)")
    }
  }
}
