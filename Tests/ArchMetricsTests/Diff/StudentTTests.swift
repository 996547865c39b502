import ArchMetrics
import Testing

/// The t distribution against published values.
@Suite struct StudentTTests {
  @Test(arguments: [
    (t: 2.0, df: 10.0, p: 0.073388),
    (t: 1.96, df: 1e6, p: 0.049996),
    (t: 1.0, df: 1.0, p: 0.5),  // Cauchy: P(|T| > 1) = 1/2
    (t: 2.0, df: 2.0, p: 0.183503),  // 1 − t/√(2 + t²)
    (t: 2.042272, df: 30.0, p: 0.05),
    (t: 12.706205, df: 1.0, p: 0.05),
    (t: -2.0, df: 10.0, p: 0.073388),
    (t: 0.0, df: 5.0, p: 1.0),
  ])
  func twoSidedPValueMatchesTables(t: Double, df: Double, p: Double) {
    // NB: swap a and b in StudentT.twoSidedPValue's incomplete beta to watch this fail.
    let value = StudentT.twoSidedPValue(t: t, degreesOfFreedom: df)
    #expect(abs(value - p) < 1e-5, "t=\(t) df=\(df): \(value)")
  }

  @Test func cdfIsSymmetricAroundZero() {
    #expect(abs(StudentT.cdf(0, degreesOfFreedom: 7) - 0.5) < 1e-12)
    let upper = StudentT.cdf(1.5, degreesOfFreedom: 7)
    let lower = StudentT.cdf(-1.5, degreesOfFreedom: 7)
    #expect(abs(upper + lower - 1) < 1e-12)
    #expect(abs(upper - 0.911351) < 1e-5)
  }

  @Test func welchTestComputesTAndDegreesOfFreedom() throws {
    let test = try #require(
      WelchTest(
        old: SampleReport.summary(mean: 100, sd: 10, count: 50),
        new: SampleReport.summary(mean: 200, sd: 10, count: 50)))
    #expect(abs(test.t - 50) < 1e-9)
    #expect(abs(test.degreesOfFreedom - 98) < 1e-9)
    #expect(test.isSignificant)
    // Unequal spreads and counts: df by Welch–Satterthwaite.
    let uneven = try #require(
      WelchTest(
        old: SampleReport.summary(mean: 10, sd: 2, count: 10),
        new: SampleReport.summary(mean: 12, sd: 4, count: 20)))
    let v1 = 4.0 / 10
    let v2 = 16.0 / 20
    #expect(abs(uneven.t - 2 / (v1 + v2).squareRoot()) < 1e-9)
    #expect(abs(uneven.degreesOfFreedom - (v1 + v2) * (v1 + v2) / (v1 * v1 / 9 + v2 * v2 / 19)) < 1e-9)
  }

  @Test func welchTestNeedsTwoSamplesOnEachSide() {
    let welch = WelchTest(
      old: SampleReport.summary(mean: 1, sd: 0, count: 1), new: SampleReport.summary(mean: 9, sd: 1, count: 30))
    #expect(welch == nil)
  }
}
