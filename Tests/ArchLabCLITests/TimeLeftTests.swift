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
}
