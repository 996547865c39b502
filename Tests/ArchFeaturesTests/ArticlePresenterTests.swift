import ArchFeatures
import Testing

/// `mvp-article`, the article's presenter as written (made by its view, a
/// callback service, nothing that cancels), and `mvp-article-cancelling`,
/// its advice taken (cancel in `detach()`): the wasted request shows in
/// the request counts and the probes; the twin reads clean.
@Suite struct ArticlePresenterTests {
  static let screens = ["profile", "feed", "login", "todo"]

  static func feature(_ name: String) throws -> AnyFeature {
    try #require(FeatureSuite.standard.feature(named: name))
  }

  static func scenario(_ feature: AnyFeature, covering coverage: ScenarioCoverage) throws -> String {
    try #require(zip(feature.scenarios, feature.coverage).first { $0.1.contains(coverage) }?.0)
  }

  @Test(arguments: screens)
  func bothVariantsPassEveryScenarioAsDeclared(_ name: String) throws {
    let feature = try Self.feature(name)
    for variant in [VariantID.mvpArticle, .mvpArticleCancelling] {
      for scenario in feature.scenarios {
        let report = try #require(feature.run(scenario: scenario, variant: variant))
        #expect(report.failures == [], "\(name) / \(variant) / \(scenario)")
      }
    }
  }

  @Test(arguments: screens)
  func aPopMidFlightLeavesTheArticlesRequestRunningForNobodyAndTheTwinCancelsIt(_ name: String) throws {
    guard name != "todo" else { return }  // its pop reopens the screen, the save's new consumer
    let feature = try Self.feature(name)
    let pop = try Self.scenario(feature, covering: .popMidFlight)
    let article = try #require(feature.run(scenario: pop, variant: .mvpArticle)).probes
    let twin = try #require(feature.run(scenario: pop, variant: .mvpArticleCancelling)).probes
    #expect(article.requestsCompletedForNobody == 1)
    #expect(article.leakKinds == [.wastedUpstream])
    #expect(twin.requestsCompletedForNobody == 0 && twin.requestsCancelled == 1)
    #expect(twin.leakKinds == [])
  }

  @Test(arguments: screens)
  func aRotationMakesANewPresenterAndANewRequestWhereMvpKeepsItsOne(_ name: String) throws {
    let feature = try Self.feature(name)
    let rotation = try Self.scenario(feature, covering: .rotationMidFlight)
    let mvp = try #require(feature.run(scenario: rotation, variant: .mvp)).probes
    let article = try #require(feature.run(scenario: rotation, variant: .mvpArticle)).probes
    let twin = try #require(feature.run(scenario: rotation, variant: .mvpArticleCancelling)).probes
    // Login's new view starts with an empty form: it has nothing to send again.
    let again = name == "login" ? 0 : 1
    #expect(article.requestsStarted == mvp.requestsStarted + again)
    // The article's old request runs on; the twin's is cancelled with its view.
    #expect(article.requestsCancelled == 0)
    #expect(twin.requestsCancelled == 1)
    #expect(article.objectsAlive.isEmpty && twin.objectsAlive.isEmpty)
  }

  @Test func theProfilesOldRequestLandsAsAStaleAnswerNobodyShows() throws {
    let feature = try Self.feature("profile")
    let rotation = try Self.scenario(feature, covering: .rotationMidFlight)
    let article = try #require(feature.run(scenario: rotation, variant: .mvpArticle))
    #expect(article.probes.requestsStarted == 2)
    #expect(article.probes.requestsCompletedStale == 1)
    #expect(article.probes.rendersAfterDestroy == 0)
  }

  @Test(arguments: screens)
  func theArticlesPresenterIsMadeByItsViewAndReleasedWithIt(_ name: String) throws {
    let feature = try Self.feature(name)
    let info = try #require(feature.variant(.mvpArticle))
    #expect(info.traits.contains(.reloadsOnRotation))
    #expect(info.traits.contains(.requestsOutliveView))
    #expect(feature.variant(.mvpArticleCancelling)?.traits == .reloadsOnRotation)
    // Each cycle's presenters go: none is kept by the callbacks.
    let rotation = try Self.scenario(feature, covering: .rotationMidFlight)
    let cycles = try #require(feature.cycles(scenario: rotation, variant: .mvpArticle, count: 5))
    #expect(cycles.probes.objectsAlive.isEmpty && cycles.probes.liveSubscriptions == 0)
  }

  @Test(arguments: screens)
  func theReadMeSaysWhatToLookAtBetweenTheThreePresenters(_ name: String) throws {
    let readMe = try Self.feature(name).readMe
    for variant in ["mvp-article", "mvp-article-cancelling"] {
      #expect(readMe.contains(variant), "\(name)")
    }
  }
}
