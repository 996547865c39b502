import Testing
@testable import ArchCodebase
@testable import ArchMetrics

/// Bands of like magnitude: what goes on one chart's axis together.
@Suite struct MagnitudeBandsTests {
  @Test func splitsFiguresMoreThanTenfoldApartSmallestBandFirst() {
    let bands = MagnitudeBands.bands([207_902, 71, 2_049, 90]) { $0 }
    #expect(bands == [[71, 90], [2_049], [207_902]])
  }

  @Test func keepsFiguresWithinTenfoldTogetherInTheirOrder() {
    #expect(MagnitudeBands.bands([1.67, 0.57, 2.51, 1.0]) { $0 } == [[1.67, 0.57, 2.51, 1.0]])
  }

  @Test func zerosAndNonFiniteFiguresJoinTheSmallestBand() {
    #expect(MagnitudeBands.bands([500, 0, 3, .nan]) { $0 }.map(\.count) == [3, 1])
    #expect(MagnitudeBands.bands([0.0, 0]) { $0 } == [[0, 0]])
    #expect(MagnitudeBands.bands([Double]()) { $0 }.isEmpty)
  }
}
