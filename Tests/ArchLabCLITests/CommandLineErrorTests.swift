import ArchLabCLI
import Testing

/// Every usage error, word for word: these lines are what a workshop
/// attendee reads after a typo.
@Suite("CommandLineError messages")
struct CommandLineErrorTests {
  @Test func namesAnUnknownCommandAndTheNearestOne() {
    // NB: in `nearest`, change `<=` to `<` and 'comapre' (two edits from
    // 'compare') loses its suggestion.
    #expect(Sample.error("comapre feed") == "unknown command 'comapre'; did you mean 'compare'?")
    #expect(Sample.error("deploy") == "unknown command 'deploy'")
  }

  @Test func namesAnUnknownOptionAndTheNearestOne() {
    let formt = "unknown option '--formt' for 'compare'; did you mean '--format'?"
    #expect(Sample.error("compare feed --formt json") == formt)
    #expect(Sample.error("compare feed --formt=json") == formt)
    #expect(Sample.error("compare feed --hepl") == "unknown option '--hepl' for 'compare'; did you mean '--help'?")
    #expect(Sample.error("compare feed -x") == "unknown option '-x' for 'compare'")
    #expect(Sample.error("--verson") == "unknown option '--verson' for 'archlab'; did you mean '--version'?")
  }

  @Test(arguments: ["compare feed --format", "compare feed --format --quick", "compare --format= feed"])
  func listsTheChoicesOfAnOptionGivenWithoutAValue(line: String) {
    #expect(Sample.error(line) == "--format needs a value (text, markdown, json, html)")
  }

  @Test func namesAShortOptionAsTyped() {
    #expect(Sample.error("compare feed -f") == "-f needs a value (text, markdown, json, html)")
  }

  @Test func saysAnOptionWithoutChoicesNeedsAValue() {
    #expect(Sample.error("compare feed --variant") == "--variant needs a value")
  }

  @Test func listsTheChoicesForAValueNotAllowed() {
    #expect(
      Sample.error("compare feed --format pdf") == "unknown format 'pdf'; choose one of text, markdown, json, html")
    #expect(
      Sample.error("compare feed --format jsno")
        == "unknown format 'jsno'; did you mean 'json'? (choose one of text, markdown, json, html)")
  }

  @Test func refusesANonRepeatableOptionGivenTwice() {
    #expect(
      Sample.error("compare feed -f json --format html") == "--format can be given only once (got 'json', 'html')")
  }

  @Test func refusesAValueForAFlag() {
    #expect(Sample.error("compare feed --quick=yes") == "--quick is a flag and takes no value")
  }

  @Test func namesAMissingRequiredPositional() {
    #expect(Sample.error("play") == "missing argument <scenario> for 'play'")
    #expect(Sample.error("compare --quick") == "missing argument <feature> for 'compare'")
  }

  @Test func namesAnUnexpectedExtraArgument() {
    #expect(Sample.error("compare feed login") == "unexpected argument 'login' for 'compare'")
  }

  @Test func passesACommandsOwnWordsThrough() {
    #expect(CommandLineError.usage("unknown feature 'fed'; did you mean 'feed'?").description
      == "unknown feature 'fed'; did you mean 'feed'?")
  }

  @Test func exitsWithStatusTwo() {
    #expect(CommandLineError.unknownCommand("x", suggestion: nil).exitCode == 2)
    #expect(CommandLineError.usage("x").exitCode == 2)
  }
}
