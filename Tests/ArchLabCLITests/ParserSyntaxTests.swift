import ArchLabCLI
import Testing

@Suite("CommandLineParser syntax")
struct ParserSyntaxTests {
  @Test func readsAnOptionValueFromTheNextArgument() throws {
    #expect(try Sample.run("compare feed --format json").value(of: Sample.format) == .json)
  }

  @Test func readsAnOptionValueAfterAnEqualsSign() throws {
    #expect(try Sample.run("compare feed --format=json").value(of: Sample.format) == .json)
  }

  @Test func readsAShortOption() throws {
    #expect(try Sample.run("compare -f markdown feed").value(of: Sample.format) == .markdown)
  }

  @Test func collectsEveryValueOfARepeatedOptionInOrder() throws {
    let parsed = try Sample.run("compare --variant mvp feed --variant=mvvm")
    #expect(try parsed.value(of: Sample.variant) == ["mvp", "mvvm"])
  }

  @Test(arguments: ["compare --quick feed", "compare feed --quick", "compare -q feed"])
  func acceptsFlagsAnywhere(line: String) throws {
    let parsed = try Sample.run(line)
    #expect(parsed.value(of: Sample.quick))
    #expect(parsed.value(of: Sample.feature) == "feed")
  }

  @Test func fallsBackToDefaultsForWhatWasNotGiven() throws {
    let parsed = try Sample.run("compare feed")
    #expect(try parsed.value(of: Sample.format) == .text)
    #expect(!parsed.isGiven(Sample.format))
    #expect(try parsed.value(of: Sample.runs) == 3)
    #expect(try parsed.value(of: Sample.variant) == [])
    #expect(!parsed.value(of: Sample.quick))
  }

  @Test func doubleDashEndsOptions() throws {
    let parsed = try Sample.run("play intro -- --quick -x --help")
    #expect(parsed.value(of: Sample.scenario) == "intro")
    #expect(parsed.value(of: Sample.steps) == ["--quick", "-x", "--help"])
  }

  @Test func takesALoneDashAndNegativeNumbersAsValues() throws {
    let parsed = try Sample.run("play - -3")
    #expect(parsed.value(of: Sample.scenario) == "-")
    #expect(parsed.value(of: Sample.steps) == ["-3"])
    let anyRuns: Option<Int> = .integer(
      "runs", valueName: "count", help: "How many times to run each scenario.", in: Int.min...Int.max, default: 3)
    #expect(try Sample.run("compare feed --runs -3").value(of: anyRuns) == -3)
  }

  @Test func recordsThePathToTheCommandToRun() throws {
    #expect(try Sample.run("play intro").commandPath == ["archlab", "play"])
    #expect(try Sample.run("compare feed").commandPath == ["archlab", "compare"])
  }

  @Test func assignsPositionalsAroundARepeatedOne() throws {
    let sources: Positional<[String]> = .oneOrMore("sources", help: "Files.")
    let mode: Positional<String?> = .optional("mode", help: "A mode.")
    let destination: Positional<String> = .one("destination", help: "A folder.")
    let copy = CommandSpec(name: "copy", abstract: "Copy.", positionals: [sources.spec, mode.spec, destination.spec])
    // NB: in ArgumentWalk.result, drop `laterMinimum` and the repeated
    // positional swallows the destination.
    let parsed = try Sample.run("a b c out", root: copy)
    #expect(parsed.value(of: sources) == ["a", "b", "c"])
    #expect(parsed.value(of: mode) == nil)
    #expect(parsed.value(of: destination) == "out")
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
}
