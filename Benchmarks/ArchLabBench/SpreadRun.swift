import ArchLabBenchOptions
import Foundation

/// `--processes N`: runs this executable's flow suite in N child processes,
/// one after another (never two at once on a shared machine), and prints
/// the spread. Each child writes its JSON to a temporary file, removed after.
struct SpreadRun {
  let processes: Int
  let quick: Bool
  let filter: String?

  func run() -> Int32 {
    guard let executable = Bundle.main.executableURL else {
      printError("archlab-bench: cannot find its own executable to start the processes")
      return 1
    }
    var runs: [FlowSpread.Run] = []
    for index in 1...processes {
      printError("process \(index) of \(processes)…")
      let json = FileManager.default.temporaryDirectory
        .appendingPathComponent("archlab-bench-spread-\(ProcessInfo.processInfo.processIdentifier)-\(index).json")
      defer { try? FileManager.default.removeItem(at: json) }
      let child = Process()
      child.executableURL = executable
      child.arguments =
        ["--suite", "flow", "--json", json.path] + (quick ? ["--quick"] : []) + (filter.map { ["--filter", $0] } ?? [])
      child.standardOutput = FileHandle.nullDevice  // its Markdown; the JSON is what is read
      do {
        try child.run()
        child.waitUntilExit()
        guard child.terminationStatus == 0 else {
          printError("archlab-bench: process \(index) of \(processes) exited with \(child.terminationStatus)")
          return 1
        }
        runs.append(try FlowSpread.Run(json: Data(contentsOf: json)))
      } catch {
        printError("archlab-bench: process \(index) of \(processes): \(error)")
        return 1
      }
    }
    let spread = FlowSpread(runs: runs)
    print(spread.markdown, terminator: "")
    return spread.allTargetsPass ? 0 : 1
  }
}
