import ArchLabCLI
import Testing

@Suite("CommandLineParser help and version")
struct ParserHelpAndVersionTests {
  @Test(arguments: ["--help", "-h", "help", ""])
  func asksForTheTopLevelHelp(line: String) throws {
    #expect(try Sample.parse(line) == .help(Sample.root, path: ["archlab"]))
  }

  @Test(arguments: [
    "compare --help", "compare feed -h", "-h compare", "--help compare feed",
    "help compare", "compare --formt x --help", "compare feed extra -h",
  ])
  func asksForTheHelpOfTheDeepestCommandNamed(line: String) throws {
    // NB: in CommandLineParser.parse, return the root's help instead of
    // `walk.command`'s and every line here asks for the wrong help.
    #expect(try Sample.parse(line) == .help(Sample.compare, path: ["archlab", "compare"]))
  }

  @Test func treatsHelpAfterDoubleDashAsAnArgument() throws {
    #expect(try Sample.run("play intro -- --help").value(of: Sample.steps) == ["--help"])
  }

  @Test func reportsAnUnknownCommandEvenWhenHelpIsAsked() {
    #expect(Sample.error("comapre --help") == "unknown command 'comapre'; did you mean 'compare'?")
    #expect(Sample.error("help comapre") == "unknown command 'comapre'; did you mean 'compare'?")
    #expect(Sample.error("help compare feed") == "unexpected argument 'feed' for 'compare'")
  }

  @Test func printsTheVersionOnlyAtTheTopLevel() throws {
    #expect(try Sample.parse("--version") == .version("1.2.3"))
    #expect(Sample.error("compare feed --version")?.hasPrefix("unknown option '--version' for 'compare'") == true)
    var unversioned = Sample.root
    unversioned.version = nil
    #expect(Sample.error("--version", root: unversioned) == "unknown option '--version' for 'archlab'")
  }
}
