import ArchCodebase
import Testing

/// A screen with `logic`, `view` and `model` code lines.
func screen(
  _ name: String, _ pattern: ScreenPattern, _ language: SourceLanguage, _ logic: Int, _ view: Int, _ model: Int
) -> StudyScreen {
  var lines = PartLines()
  lines.logic = logic
  lines.view = view
  lines.model = model
  return StudyScreen(name: name, pattern: pattern, language: language, lines: lines)
}

func app(_ label: String, _ screens: [StudyScreen], pairs: [StudyPair] = []) -> StudyApp {
  StudyApp(entry: StudyEntry(label: label, source: "/\(label)"), measuredCommit: nil, screens: screens, pairs: pairs)
}

@Suite struct StudyPoolTests {
  @Test func screensPoolByFamilyAndPlatformOverEveryAppEachOnce() throws {
    let apps = [
      app(
        "a",
        [
          screen("Login", .mvp, .swift, 50, 30, 20), screen("Feed", .viper, .swift, 30, 50, 20),
          screen("Home", .mvvm, .kotlin, 20, 60, 20),
        ]),
      app("b", [screen("Login", .mvp, .swift, 40, 40, 20), screen("About", .mvc, .java, 0, 90, 10)]),
      StudyApp(entry: StudyEntry(label: "gone", source: "/gone"), failure: "no such folder: /gone"),
    ]
    let pool = StudyPool(apps)
    #expect(
      pool.rows.map { "\($0.family.rawValue) \($0.platform.rawValue)" } == [
        "MVP-family iOS", "MVVM Android", "MVC Android",
      ])
    let mvp = try #require(pool.rows.first)
    #expect(mvp.apps == 2)
    #expect(mvp.screens == 3)  // a's Login and Feed, b's Login: the two Logins are two screens
    #expect(mvp.logic.median == 0.40)
    #expect(mvp.logic.lowerQuartile == 0.35)
    #expect(mvp.logic.inRange == 2)
    // Two apps are too few for an interval: every claim is inconclusive and says why.
    #expect(mvp.claims.map(\.verdict) == [.inconclusive, .inconclusive, .inconclusive])
    #expect(mvp.claims.allSatisfy { $0.reason?.hasPrefix("too few apps (2;") == true })
    #expect(mvp.claims.first?.uncertainty?.apps == 2)
    #expect(
      pool.rows[1].claims.map(\.claim) == [
        "the view is 20–30 % of a screen's code", "the model is 20–30 % of a screen's code",
      ])
    #expect(pool.rows[2].claims.isEmpty)
  }

  @Test func aScreenWithNoViewCodeHereIsLeftOutAsClaimsLeavesItOut() {
    let pool = StudyPool([app("a", [screen("Xml", .mvp, .kotlin, 40, 0, 10), screen("Ok", .mvp, .kotlin, 40, 40, 20)])])
    #expect(pool.rows.map(\.screens) == [1])
  }

  @Test func pairsPoolPerPlatformFromEveryAppThatHoldsThem() throws {
    let apps = [
      app(
        "a", [],
        pairs: [
          StudyPair(name: "Login", saving: 0.10, platform: .android),
          StudyPair(name: "Feed", saving: 0.30, platform: .android),
        ]),
      app(
        "b", [],
        pairs: [
          StudyPair(name: "Login", saving: 0.26, platform: .android),
          StudyPair(name: "Home", saving: 0.02, platform: .iOS),
        ]),
      app("c", []),
    ]
    let shorter = StudyPool(apps).shorter
    #expect(shorter.map(\.platform) == [.iOS, .android])
    let android = try #require(shorter.last)
    #expect(android.apps == ["a", "b"])
    #expect(android.claim.distribution?.count == 3)
    #expect(android.claim.distribution?.median == 0.26)
    #expect(android.claim.verdict == .inconclusive)
    // A pair's app is its resampling unit: b's two pairs are one app.
    #expect(android.claim.uncertainty?.apps == 2)
    #expect(android.claim.uncertainty?.screens == 3)
    #expect(shorter.first?.claim.verdict == .inconclusive)
  }
}
