import ArchLabCLI
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// On a real terminal nothing the tool writes is wider than the terminal:
/// not the progress line (a wrapped one leaves its first part on screen),
/// not the table after it, whatever `COLUMNS` says (issue 50).
@Suite struct PseudoTerminalTests {
  /// The pieces of what a terminal was sent, as it lays them out: split at
  /// carriage returns and line feeds, escape sequences dropped.
  static func pieces(_ shown: String) -> [String] {
    shown.replacingOccurrences(of: #"\x{1B}\[[0-9;?]*[A-Za-z]"#, with: "", options: .regularExpression)
      .split(whereSeparator: { $0 == "\r" || $0 == "\n" || $0 == "\r\n" }).map(String.init)
  }

  @Test(arguments: [80, 60])
  func theProgressLineAndTheTableFitTheTerminal(columns: Int) throws {
    // NB: drop the cut in Progress.update and the progress lines run to 80-odd columns.
    let shown = try PseudoTerminal.run(["compare", "--feature", "profile"], columns: columns)
    let pieces = Self.pieces(shown)
    #expect(pieces.contains { $0.hasPrefix("archlab: matrix") }, "no progress line was shown")
    #expect(pieces.contains { $0.hasPrefix("variant") }, "no table was shown")
    for piece in pieces { #expect(piece.displayWidth <= columns, "\(piece.displayWidth) columns: \(piece)") }
  }

  @Test(arguments: [80, 60])
  func theTerminalsOwnSizeWinsOverAStaleColumns(columns: Int) throws {
    // NB: let COLUMNS come first in Terminal.columns and the table is 120 wide.
    let shown = try PseudoTerminal.run(["play", "login"], columns: columns, environment: ["COLUMNS": "120"])
    let pieces = Self.pieces(shown)
    #expect(pieces.contains { $0.contains("After teardown") })
    for piece in pieces { #expect(piece.displayWidth <= columns, "\(piece.displayWidth) columns: \(piece)") }
    #expect(pieces.map(\.displayWidth).max() ?? 0 > columns - 20, "the table did not use the terminal's width")
  }
}

/// Runs the built `archlab` with standard output and standard error on a
/// pseudo-terminal of a given size, as a person at a terminal would.
enum PseudoTerminal {
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// What the terminal was sent, carriage returns and escape sequences
  /// included, by `archlab arguments` run on a terminal `columns` wide.
  static func run(_ arguments: [String], columns: Int, environment extra: [String: String] = [:]) throws -> String {
    let (master, name) = try openMaster()
    defer { close(master) }
    let slave = open(name, O_RDWR | O_NOCTTY)
    guard slave >= 0 else { throw Failure(description: "cannot open \(name)") }
    var size = winsize(ws_row: 40, ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
    #if canImport(Darwin)
      let sized = ioctl(slave, TIOCSWINSZ, &size)
    #else
      let sized = ioctl(slave, UInt(TIOCSWINSZ), &size)
    #endif
    guard sized == 0 else { throw Failure(description: "cannot size the terminal: errno \(errno)") }
    let process = Process()
    process.executableURL = ArchlabProcess.binary
    process.arguments = arguments
    process.currentDirectoryURL = ArchlabProcess.packageRoot
    var environment = ProcessInfo.processInfo.environment
    for name in ["COLUMNS", "NO_COLOR"] { environment.removeValue(forKey: name) }
    environment["TERM"] = "xterm"
    environment["SOURCE_DATE_EPOCH"] = "0"
    process.environment = environment.merging(extra) { $1 }
    // Foundation is handed a copy of the slave, which it may close on its own schedule.
    let terminal = FileHandle(fileDescriptor: dup(slave), closeOnDealloc: true)
    process.standardOutput = terminal
    process.standardError = terminal
    process.standardInput = FileHandle.nullDevice
    // Both slaves are closed once the child has exited: reading the master then ends, after what the
    // child wrote.
    process.terminationHandler = { _ in
      close(slave)
      try? terminal.close()
    }
    do {
      try process.run()
    } catch {
      close(slave)
      throw error
    }
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = read(master, &buffer, buffer.count)
      if count > 0 {
        data.append(contentsOf: buffer[0..<count])
      } else if count < 0 && errno == EINTR {
        continue
      } else {
        break
      }
    }
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }

  /// A new pseudo-terminal's master side, unlocked, and its slave's path.
  static func openMaster() throws -> (Int32, String) {
    #if canImport(Darwin)
      let master = posix_openpt(O_RDWR | O_NOCTTY)
      guard master >= 0, grantpt(master) == 0, unlockpt(master) == 0, let name = ptsname(master) else {
        throw Failure(description: "no pseudo-terminal: errno \(errno)")
      }
      return (master, String(cString: name))
    #else
      // Glibc's module leaves out posix_openpt: /dev/ptmx is what it opens, and the two
      // ioctls are unlockpt's and ptsname's (TIOCSPTLCK, TIOCGPTN: macros Swift cannot import).
      let master = open("/dev/ptmx", O_RDWR | O_NOCTTY)
      var unlock: Int32 = 0
      var number: UInt32 = 0
      guard master >= 0, ioctl(master, UInt(0x4004_5431), &unlock) == 0, ioctl(master, UInt(0x8004_5430), &number) == 0
      else { throw Failure(description: "no pseudo-terminal: errno \(errno)") }
      return (master, "/dev/pts/\(number)")
    #endif
  }
}
