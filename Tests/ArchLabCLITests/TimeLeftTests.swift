import ArchLabCLI
import Testing

@Suite struct TimeLeftTests {
  @Test func thePaceSoFarTimesTheStepsToCome() {
    // 10 steps done in 20 s; step 11 of 21 has begun, so 11 are to come.
    #expect(TimeLeft.suffix(for: "todo / mvp (11 of 21)", elapsed: .seconds(20)) == ", about 22 s left")
    #expect(TimeLeft.suffix(for: "feed / mvi (84 of 84)", elapsed: .seconds(83)) == ", about 1 s left")
  }

  @Test func nothingWithoutACountAPaceOrAtLeastASecondLeft() {
    #expect(TimeLeft.suffix(for: "lines by role", elapsed: .seconds(5)) == "")
    #expect(TimeLeft.suffix(for: "profile / mvc (1 of 84)", elapsed: .seconds(5)) == "")
    #expect(TimeLeft.suffix(for: "profile / mvp (2 of 3)", elapsed: .milliseconds(100)) == "")
    #expect(TimeLeft.suffix(for: "odd (5 of 3)", elapsed: .seconds(5)) == "")
  }

  @Test func aLongStepCountsTheCyclesItHasDone() {
    // The only pair, a tenth of its cycles done in 10 s: 90 s to go.
    #expect(
      TimeLeft.suffix(for: "profile / mvp-leaky (1 of 1), cycle 400 of 4000", elapsed: .seconds(10))
        == ", about 90 s left")
    // One pair and a half done in 30 s, two and a half to go.
    #expect(
      TimeLeft.suffix(for: "todo / mvi (2 of 4), cycle 500 of 1000", elapsed: .seconds(30)) == ", about 50 s left")
    #expect(TimeLeft.suffix(for: "todo / mvi (1 of 4), cycle 0 of 1000", elapsed: .seconds(3)) == "")
  }
}
