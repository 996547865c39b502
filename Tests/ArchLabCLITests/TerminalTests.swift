import ArchLabCLI
import Testing

@Suite("Terminal and ANSIStyle")
struct TerminalTests {
  /// TTY × NO_COLOR (unset, empty, set): colour only on a TTY with NO_COLOR unset.
  @Test(arguments: [true, false], [nil, "", "1"] as [String?])
  func usesColourOnlyOnATerminalWithoutNoColor(isTTY: Bool, noColor: String?) {
    // NB: in Terminal.init, test `environment["NO_COLOR"]?.isEmpty != false`
    // instead, and an empty NO_COLOR wrongly leaves colour on.
    let environment = noColor.map { ["NO_COLOR": $0, "TERM": "xterm"] } ?? ["TERM": "xterm"]
    let terminal = Terminal(isTTY: isTTY, environment: environment)
    #expect(terminal.usesColor == (isTTY && noColor == nil))
  }

  @Test func aTerminalIsAsWideAsItsOwnSizeElseColumnsElseEighty() {
    // A COLUMNS left from before a resize would make every line wrap: the terminal's size wins (issue 50).
    #expect(Terminal(isTTY: true, environment: ["COLUMNS": "132"], windowColumns: 90).width == 90)
    #expect(Terminal(isTTY: true, environment: ["COLUMNS": "132"], windowColumns: nil).width == 132)
    #expect(Terminal(isTTY: true, environment: [:], windowColumns: 90).width == 90)
    #expect(Terminal(isTTY: true, environment: ["COLUMNS": "wide"], windowColumns: nil).width == 80)
    #expect(Terminal(isTTY: true, environment: [:]).width == 80)
    // Too narrow to lay out a table: the narrowest width a command takes.
    #expect(Terminal(isTTY: true, environment: ["COLUMNS": "12"]).width == 40)
  }

  @Test func aFileOrPipeIsAHundredColumnsUnlessTheUserSetsColumns() {
    // COLUMNS set by the user holds for a pipe too; unset, a pipe gets 100 (issue 38).
    #expect(Terminal(isTTY: false, environment: ["COLUMNS": "60"], windowColumns: 72).width == 60)
    #expect(Terminal(isTTY: false, environment: [:], windowColumns: 72).width == 100)
    #expect(RecordingOutput().width == 100)
    #expect(!RecordingOutput().isTerminal)
  }

  @Test func stylesWrapTextInEscapeCodesWhenColourIsOn() {
    let style = Terminal(isTTY: true, environment: [:]).style
    #expect(style.bold("a") == "\u{1B}[1ma\u{1B}[0m")
    #expect(style.dim("a") == "\u{1B}[2ma\u{1B}[0m")
    #expect(style.red("a") == "\u{1B}[31ma\u{1B}[0m")
    #expect(style.green("a") == "\u{1B}[32ma\u{1B}[0m")
    #expect(style.yellow("a") == "\u{1B}[33ma\u{1B}[0m")
  }

  @Test func stylesReturnThePlainTextWhenColourIsOff() {
    let style = Terminal(isTTY: false, environment: [:]).style
    let styled = [style.bold("a"), style.dim("a"), style.red("a"), style.green("a"), style.yellow("a")]
    #expect(styled == Array(repeating: "a", count: 5))
  }

  @Test func recordingOutputKeepsBothStreamsApart() {
    let output = RecordingOutput()
    output.write("one ")
    output.writeLine("two")
    output.writeError("careful")
    output.writeLine(output.style.bold("three"))
    #expect(output.standardOutput == "one two\nthree\n")
    #expect(output.standardError == "careful\n")
  }

  // NB: drop the TERM check in Terminal.init and a dumb terminal shows "[31m" as text.
  @Test func aDumbTerminalGetsNoEscapeSequences() {
    let terminal = Terminal(isTTY: true, environment: ["TERM": "dumb"])
    #expect(!terminal.usesColor)
    #expect(terminal.style.red("failed") == "failed")
    #expect(Terminal(isTTY: true, environment: ["TERM": "xterm"]).usesColor)
  }
}
