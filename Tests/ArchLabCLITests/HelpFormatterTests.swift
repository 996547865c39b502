import ArchLabCLI
import Testing

/// Help is compared whole: its layout is what users read first.
@Suite("HelpFormatter")
struct HelpFormatterTests {
  @Test func printsAParentsHelpWithItsSubcommands() {
    let help = HelpFormatter().help(for: Sample.root, path: ["archlab"])
    #expect(help == """
      OVERVIEW: Compare UI architectures, headless.

      USAGE: archlab <subcommand>

      OPTIONS:
        --version               Show the version.
        -h, --help              Show help information.

      SUBCOMMANDS:
        compare                 Compare the architectures of one feature side by side.
        play                    Play one scenario step by step.

      See 'archlab help <subcommand>' for detailed help.

      """)
  }

  @Test func printsALeafsHelpWithArgumentsOptionsAndExamples() {
    // NB: in HelpFormatter.textColumn, change 26 to 24 and every row of the
    // two columns shifts.
    let help = HelpFormatter().help(for: Sample.compare, path: ["archlab", "compare"])
    #expect(help == """
      OVERVIEW: Compare the architectures of one feature side by side.

      Runs every scenario of the feature under each architecture and prints one table:
      lines of code, live objects at teardown, renders and timings.

      USAGE: archlab compare [--format <format>] [--variant <variant> ...]
             [--runs <count>] [--quick] <feature>

      ARGUMENTS:
        <feature>               The feature to compare: feed, login or search.

      OPTIONS:
        -f, --format <format>   The output format. (values: text, markdown, json,
                                html; default: text)
        --variant <variant>     An architecture to include; all of them when none is
                                given. (repeatable)
        --runs <count>          How many times to run each scenario. (default: 3)
        -q, --quick             Run each scenario once, without timings.
        -h, --help              Show help information.

      EXAMPLES:
        archlab compare feed
        archlab compare login --format markdown --variant mvp --variant mvvm

      """)
  }

  @Test func putsTheHelpOfAWideLabelOnTheNextLine() {
    let help = HelpFormatter().help(for: Sample.play, path: ["archlab", "play"])
    #expect(help == """
      OVERVIEW: Play one scenario step by step.

      USAGE: archlab play [--stop-after-step <step>] <scenario> [<steps> ...]

      ARGUMENTS:
        <scenario>              The scenario to play.
        <steps> ...             Steps to stop at.

      OPTIONS:
        --stop-after-step <step>
                                Stop after this step and print the screen.
        -h, --help              Show help information.

      """)
  }

  @Test func pointsANestedParentAtTheHelpCommand() {
    let group = CommandSpec(name: "bench", abstract: "Benchmarks.", subcommands: [Sample.play])
    let help = HelpFormatter().help(for: group, path: ["archlab", "bench"])
    #expect(help.hasSuffix("See 'archlab help bench <subcommand>' for detailed help.\n"))
  }
}
