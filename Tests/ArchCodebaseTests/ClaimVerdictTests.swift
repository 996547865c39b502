import ArchCodebase
import Testing

/// Size-claim verdicts from the median's interval, each app counting once:
/// a large study can say no, one big app is one app, and the same seed
/// gives the same answer.
@Suite struct ClaimVerdictTests {
  /// `apps` apps of `screens` screens each, their shares spread evenly
  /// over `low...high`.
  static func pool(apps: Int, screens: Int, _ low: Double, _ high: Double, prefix: String = "app")
    -> (samples: [ClaimDistribution.Sample], apps: [String])
  {
    var samples: [ClaimDistribution.Sample] = []
    var labels: [String] = []
    let count = apps * screens
    for index in 0..<count {
      let value = count == 1 ? low : low + (high - low) * Double(index) / Double(count - 1)
      let app = "\(prefix)\(index % apps)"
      samples.append(ClaimDistribution.Sample(screen: "\(app)/s\(index)", value: value))
      labels.append(app)
    }
    return (samples, labels)
  }

  static func presenter(_ pool: (samples: [ClaimDistribution.Sample], apps: [String]), seed: UInt64 = 1) -> ClaimRow {
    ClaimJudge.share(
      .presenterShare, samples: pool.samples, apps: pool.apps, method: "test", seed: seed)
  }

  @Test(arguments: [5, 500])
  func aPoolClearlyOutsideTheRangeDoesNotHoldAtFiveAndAtFiveHundredApps(apps: Int) throws {
    let row = Self.presenter(Self.pool(apps: apps, screens: 3, 0.10, 0.25))
    // NB: go back to "partly unless every screen or none is in range" and a pool with one screen in range says
    // "partly" at any size; here no screen is, but the interval rule is what makes the 500-app pool a no.
    #expect(row.verdict == .doesNotHold)
    #expect(try #require(row.uncertainty).apps == apps)
    #expect(row.reason?.contains("lies outside 40–60 %") == true)
  }

  @Test func aLargePoolWithAFewScreensInRangeStillSaysNo() {
    // 500 apps whose screens sit at 20–45 %: some screens are in range, the median is far below it.
    let row = Self.presenter(Self.pool(apps: 500, screens: 2, 0.20, 0.45))
    #expect(row.distribution?.inRange ?? 0 > 0)
    #expect(row.verdict == .doesNotHold)
  }

  @Test func oneAppOfTwoHundredScreensDoesNotOutweighTenApps() throws {
    let ten = Self.pool(apps: 10, screens: 5, 0.48, 0.52)
    let big = Self.pool(apps: 1, screens: 200, 0.88, 0.92, prefix: "big")
    let row = Self.presenter((ten.samples + big.samples, ten.apps + big.apps))
    let sure = try #require(row.uncertainty)
    // Every screen once, the big app is the median; each app once, the ten are.
    #expect(sure.screenMedian > 0.85)
    #expect(abs(sure.median - 0.50) < 0.03)
    // NB: judge by the screen-weighted median in ClaimUncertainty.interval and this reads "does not hold".
    #expect(row.verdict == .holds)
    #expect(sure.movers.first?.app != nil)
  }

  @Test func aPoolAcrossABoundIsInconclusiveAndSaysWhichBound() {
    let row = Self.presenter(Self.pool(apps: 12, screens: 4, 0.45, 0.75))
    #expect(row.verdict == .inconclusive)
    #expect(row.reason?.contains("straddles 60 %") == true)
  }

  @Test func twoAppsAreTooFewForAnInterval() {
    let row = Self.presenter(Self.pool(apps: 2, screens: 20, 0.10, 0.12))
    #expect(row.verdict == .inconclusive)
    #expect(row.reason?.hasPrefix("too few apps (2; an interval needs 3)") == true)
  }

  @Test func oneAppIsJudgedOverItsScreensAndSaysHowFew() {
    let few = ClaimJudge.share(
      .viewShare, samples: Self.pool(apps: 1, screens: 2, 0.9, 0.95).samples, method: "test")
    #expect(few.verdict == .inconclusive)
    #expect(few.reason?.hasPrefix("too few screens of one app (2;") == true)
    let many = ClaimJudge.share(
      .viewShare, samples: Self.pool(apps: 1, screens: 12, 0.9, 0.95).samples, method: "test")
    #expect(many.verdict == .doesNotHold)
    #expect(many.measured.contains("over its 12 screens"))
  }

  @Test func theSameSeedGivesTheSameIntervalAndAnotherSeedMayMoveIt() throws {
    let pool = Self.pool(apps: 30, screens: 3, 0.30, 0.70)
    let first = try #require(Self.presenter(pool).uncertainty)
    let again = try #require(Self.presenter(pool).uncertainty)
    #expect(first == again)
    let other = try #require(Self.presenter(pool, seed: 99).uncertainty)
    #expect(other.seed == 99)
    #expect((other.lower, other.upper) != (first.lower, first.upper))
  }

  @Test func leavingOneAppOutNamesTheAppsThatMoveTheMedianMost() throws {
    var pool = Self.pool(apps: 6, screens: 3, 0.50, 0.52)
    pool.samples += (0..<3).map { ClaimDistribution.Sample(screen: "odd/s\($0)", value: 0.95) }
    pool.apps += ["odd", "odd", "odd"]
    let sure = try #require(Self.presenter(pool).uncertainty)
    #expect(sure.movers.first?.app == "odd")
    #expect(try #require(sure.leaveOneOutLowest) <= sure.median)
    #expect(Self.presenter(pool).measured.contains("without one app"))
  }

  @Test func whenNoAppAloneMovesTheMedianNoneIsNamed() throws {
    let same = (0..<5).map { ClaimDistribution.Sample(screen: "app\($0)/s", value: 0.5) }
    let row = ClaimJudge.share(
      .presenterShare, samples: same, apps: (0..<5).map { "app\($0)" }, method: "m")
    // NB: keep the movers that move nothing in ClaimUncertainty and five apps read "most: app0 50 %, …".
    #expect(try #require(row.uncertainty).movers.isEmpty)
    #expect(row.measured.hasSuffix("(no app alone moves it)"))
  }

  @Test func aStudyTableFigureFromAHandEditedFileNeverTraps() {
    // NB: go back to Int((value * 100).rounded()) in StudyTables and 1e308 traps.
    #expect(ClaimRow.wholePercent(1e308) == "1.00e+310")
    #expect(ClaimRow.wholePercent(0.274) == "27")
  }
}
