import ArchLabCLI
import Testing

/// The typed keys a command declares its options with: what each kind
/// reads, the errors it gives, and the spec help prints.
@Suite("Typed option keys")
struct TypedKeyTests {
  @Test func readsAWholeNumberWithinItsRangeAndItsDefault() throws {
    #expect(try Sample.run("compare feed --runs 5").value(of: Sample.runs) == 5)
    #expect(try Sample.run("compare feed --runs=10").value(of: Sample.runs) == 10)
    #expect(try Sample.run("compare feed").value(of: Sample.runs) == 3)
  }

  @Test func aWholeNumberOutOfRangeGivesTheUsageErrorItAlwaysGave() throws {
    let parsed = try Sample.run("compare feed --runs 50")
    // NB: in `wholeNumber`, drop the range check and 50 is read as if it were fine.
    let error = #expect(throws: CommandLineError.integerOutOfRange(argument: "--runs", value: 50, range: 1...10)) {
      try parsed.value(of: Sample.runs)
    }
    #expect(error?.description == "--runs must be from 1 to 10, got 50")
    #expect(error?.exitCode == 2)
  }

  @Test func anOpenRangeNamesOnlyItsLowerBound() throws {
    let atLeastOne: Option<Int?> = .integer("runs", valueName: "count", help: "Runs.", in: 1...Int.max)
    let root = CommandSpec(name: "run", abstract: "Run.", options: [atLeastOne.spec])
    #expect(try Sample.run("", root: root).value(of: atLeastOne) == nil)
    let error = #expect(throws: CommandLineError.self) {
      try Sample.run("--runs 0", root: root).value(of: atLeastOne)
    }
    // NB: drop the open-range case in `description` and this reads "from 1 to 9223372036854775807".
    #expect(error?.description == "--runs must be at least 1, got 0")
  }

  @Test func textThatIsNoWholeNumberIsNamedWithItsOption() throws {
    let parsed = try Sample.run("compare feed --runs abc")
    let error = #expect(throws: CommandLineError.notAnInteger(argument: "--runs", value: "abc")) {
      try parsed.value(of: Sample.runs)
    }
    #expect(error?.description == "--runs needs a whole number, got 'abc'")
  }

  @Test func aRepeatableKeyCollectsEveryValueInTheOrderGiven() throws {
    #expect(Sample.variant.spec.isRepeatable)
    // NB: in `Option.strings`, return `texts.reversed()` and the order breaks.
    let parsed = try Sample.run("compare --variant mvvm feed --variant=mvp -q --variant mvc")
    #expect(try parsed.value(of: Sample.variant) == ["mvvm", "mvp", "mvc"])
  }

  @Test func aKeysSpecIsWhatHelpPrints() {
    // The spec the key makes is the one written out by hand before keys.
    #expect(
      Sample.runs.spec
        == OptionSpec("runs", valueName: "count", help: "How many times to run each scenario.", defaultValue: "3"))
    let help = HelpFormatter().help(for: Sample.compare, path: ["archlab", "compare"])
    #expect(help.contains("  --runs <count>          How many times to run each scenario. (default: 3)\n"))
    #expect(help.contains("  -f, --format <format>   The output format. (values: text, markdown, json,\n"))
    #expect(help.contains("[--variant <variant> ...]"))
  }

  @Test func aChoiceOffersItsCasesInDeclarationOrderAndRefusesOthers() throws {
    #expect(Sample.format.spec.allowedValues == ["text", "markdown", "json", "html"])
    #expect(Sample.format.spec.defaultValue == "text")
    #expect(try Sample.run("compare feed --format html").value(of: Sample.format) == .html)
    #expect(
      Sample.error("compare feed --format jsn")
        == "unknown format 'jsn'; did you mean 'json'? (choose one of text, markdown, json, html)")
  }

  @Test func anOptionalTextIsNilUntilGivenAndIsGivenSaysWhichItWas() throws {
    let plain = try Sample.run("play intro")
    #expect(try plain.value(of: Sample.stopAfterStep) == nil)
    #expect(!plain.isGiven(Sample.stopAfterStep))
    let stopped = try Sample.run("play intro --stop-after-step 4")
    #expect(try stopped.value(of: Sample.stopAfterStep) == "4")
    #expect(stopped.isGiven(Sample.stopAfterStep))
    // A default is read, but not given.
    #expect(!(try Sample.run("compare feed").isGiven(Sample.runs)))
  }

  @Test func aMappedKeyKeepsItsSpecAndThrowsItsOwnUsageError() throws {
    let step = Sample.stopAfterStep.map { text throws(CommandLineError) -> Int? in
      guard let text else { return nil }
      guard let step = Int(text), step > 0 else { throw .usage("--stop-after-step \(text): give a step, 1 or more") }
      return step
    }
    #expect(step.spec == Sample.stopAfterStep.spec)
    #expect(try Sample.run("play intro --stop-after-step 4").value(of: step) == 4)
    #expect(try Sample.run("play intro").value(of: step) == nil)
    #expect(throws: CommandLineError.usage("--stop-after-step x: give a step, 1 or more")) {
      try Sample.run("play intro --stop-after-step x").value(of: step)
    }
  }

  @Test func aRepeatedChoiceReadsEachCaseOrItsDefault() throws {
    let formats: Option<[Sample.Format]> = .choices("format", help: "Formats.", default: .text)
    let root = CommandSpec(name: "render", abstract: "Render.", options: [formats.spec])
    #expect(formats.spec.isRepeatable)
    #expect(try Sample.run("--format json --format html", root: root).value(of: formats) == [.json, .html])
    #expect(try Sample.run("", root: root).value(of: formats) == [.text])
  }
}
