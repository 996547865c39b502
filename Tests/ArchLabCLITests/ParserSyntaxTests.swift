import ArchLabCLI
import Testing

@Suite("CommandLineParser syntax")
struct ParserSyntaxTests {
  @Test func readsAnOptionValueFromTheNextArgument() throws {
    let parsed = try Sample.run("compare feed --format json")
    #expect(parsed.value("format") == "json")
    #expect(parsed.value("--format") == "json")
  }

  @Test func readsAnOptionValueAfterAnEqualsSign() throws {
    #expect(try Sample.run("compare feed --format=json").value("format") == "json")
  }

  @Test func readsAShortOption() throws {
    #expect(try Sample.run("compare -f markdown feed").value("format") == "markdown")
  }

  @Test func collectsEveryValueOfARepeatedOptionInOrder() throws {
    let parsed = try Sample.run("compare --variant mvp feed --variant=mvvm")
    #expect(parsed.values("variant") == ["mvp", "mvvm"])
    #expect(parsed.value("variant") == "mvvm")
  }

  @Test(arguments: ["compare --quick feed", "compare feed --quick", "compare -q feed"])
  func acceptsFlagsAnywhere(line: String) throws {
    let parsed = try Sample.run(line)
    #expect(parsed.flag("quick"))
    #expect(parsed.positional("feature") == "feed")
  }

  @Test func fallsBackToDefaultsForWhatWasNotGiven() throws {
    let parsed = try Sample.run("compare feed")
    #expect(parsed.value("format") == "text")
    #expect(parsed.values("format") == ["text"])
    #expect(parsed.values("variant") == [])
    #expect(parsed.value("variant") == nil)
    #expect(!parsed.flag("quick"))
  }

  @Test func doubleDashEndsOptions() throws {
    let parsed = try Sample.run("play intro -- --quick -x --help")
    #expect(parsed.positional("scenario") == "intro")
    #expect(parsed.positionals("steps") == ["--quick", "-x", "--help"])
  }

  @Test func takesALoneDashAndNegativeNumbersAsValues() throws {
    let parsed = try Sample.run("play - -3")
    #expect(parsed.positional("scenario") == "-")
    #expect(parsed.positionals("steps") == ["-3"])
    #expect(try Sample.run("compare feed --runs -3").value("runs") == "-3")
  }

  @Test func recordsThePathToTheCommandToRun() throws {
    #expect(try Sample.run("play intro").commandPath == ["archlab", "play"])
    #expect(try Sample.run("compare feed").commandPath == ["archlab", "compare"])
  }

  @Test func assignsPositionalsAroundARepeatedOne() throws {
    let copy = CommandSpec(
      name: "copy", abstract: "Copy.",
      positionals: [
        PositionalSpec("sources", help: "Files.", arity: .oneOrMore),
        PositionalSpec("mode", help: "A mode.", arity: .optional),
        PositionalSpec("destination", help: "A folder."),
      ])
    // NB: in ArgumentWalk.result, drop `laterMinimum` and the repeated
    // positional swallows the destination.
    let parsed = try Sample.run("a b c out", root: copy)
    #expect(parsed.positionals("sources") == ["a", "b", "c"])
    #expect(parsed.positional("mode") == nil)
    #expect(parsed.positional("destination") == "out")
    // Too few: they fill the positionals left to right, as cp's "missing destination" does.
    #expect(Sample.error("out", root: copy) == "missing argument <destination> for 'copy'")
    #expect(Sample.error("", root: copy) == "missing argument <sources> for 'copy'")
  }

  @Test("one of two required positionals given is the first, and the second is named missing")
  func aSecondRequiredPositionalIsTheOneMissing() {
    // `archlab diff one.json` said "missing argument <old>": the one file given is the old one.
    let diff = CommandSpec(
      name: "diff", abstract: "Diff.",
      positionals: [PositionalSpec("old", help: "Old."), PositionalSpec("new", help: "New.")])
    #expect(Sample.error("one.json", root: diff) == "missing argument <new> for 'diff'")
  }

  @Test func runsTheDefaultSubcommandWhenAParentIsGivenNothing() throws {
    var root = Sample.root
    root.subcommands.append(CommandSpec(name: "list", abstract: "List."))
    root.defaultSubcommand = "list"
    #expect(try Sample.run("", root: root).commandPath == ["archlab", "list"])
  }

  @Test func readsWholeNumbersWithinARange() throws {
    #expect(try Sample.run("compare feed --runs 5").integer("runs", in: 1...10) == 5)
    #expect(try Sample.run("compare feed").integer("runs") == 3)
    #expect(try Sample.run("compare feed").integer("variant") == nil)
    #expect(try Sample.run("play intro 7").integer("steps") == 7)
  }

  @Test func explainsAWholeNumberThatIsNotOneOrOutOfRange() throws {
    #expect(throws: CommandLineError.notAnInteger(argument: "--runs", value: "abc")) {
      try Sample.run("compare feed --runs abc").integer("runs")
    }
    let outOfRange = #expect(throws: CommandLineError.self) {
      try Sample.run("compare feed --runs 50").integer("runs", in: 1...10)
    }
    #expect(outOfRange?.description == "--runs must be from 1 to 10, got 50")
    let belowOpenRange = #expect(throws: CommandLineError.self) {
      try Sample.run("compare feed --runs 0").integer("runs", in: 1...Int.max)
    }
    // NB: drop the open-range case in `description` and this reads "from 1 to 9223372036854775807".
    #expect(belowOpenRange?.description == "--runs must be at least 1, got 0")
    let notANumber = #expect(throws: CommandLineError.self) {
      try Sample.run("play intro x").integer("steps")
    }
    #expect(notANumber?.description == "<steps> needs a whole number, got 'x'")
  }
}
