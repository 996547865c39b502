import Foundation
import Testing

/// The tests that run `archlab` in process see what the built binary
/// prints: the same stdout, stderr and exit status.
@Suite struct InProcessRunTests {
  // NB: drop the escaping from `PipedOutput.writeError` and the control characters case differs.
  @Test(arguments: [
    ["list", "ticker"], ["play", "login", "--width", "80"], ["diff", "Tests/ArchLabCommandTests/Fixtures/old.json"],
    ["play", "\u{1B}[31msearch\u{07}"], ["loc", "Tests/ArchLabCommandTests/Fixtures/Tree", "--format", "markdown"],
  ])
  func aRunInProcessPrintsWhatTheBinaryPrints(_ arguments: [String]) throws {
    let launched = try ArchlabProcess.run(arguments)
    let inProcess = ArchlabProcess.runInProcess(arguments)
    #expect(inProcess == launched)
  }

  @Test func aSharedRunIsTheSameAsItsFirstRun() {
    let arguments = ["readme", "todo"]
    #expect(ArchlabProcess.runInProcessOnce(arguments) == ArchlabProcess.runInProcess(arguments))
    #expect(ArchlabProcess.runInProcessOnce(arguments) == ArchlabProcess.runInProcessOnce(arguments))
  }
}
