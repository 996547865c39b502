import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `archlab claims --coverage FILE` given a report no test run could write: refused, in one line, before any verdict.
@Suite struct CoverageSafetyTests {
  static let app = "Tests/ArchCodebaseTests/Fixtures/Coverage/SwiftPackage"

  /// An llvm-cov export for the fixture app whose presenter has `covered` of `count` lines.
  /// The MVC controller has `controller` of 11 lines covered when given, else the same as the presenter.
  static func export(covered: String, count: String, controller: String? = nil, in folder: URL) throws -> String {
    let path = folder.appendingPathComponent("coverage.json").path
    let json = """
      {"data": [{"files": [
        {"filename": "/ci/Sources/Demo/Login/LoginPresenter.swift",
         "summary": {"lines": {"count": \(count), "covered": \(covered)}}},
        {"filename": "/ci/Sources/Demo/Settings/SettingsViewController.swift",
         "summary": {"lines": {"count": \(controller == nil ? count : "11"), "covered": \(controller ?? covered)}}}
      ]}]}
      """
    try json.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  @Test(arguments: [
    ("4611686018427387904", "4611686018427387904", "4611686018427387904 lines, more than any source file has"),
    ("300", "100", "300 lines covered of 100: more than the file has"),
    ("-500000000", "1", "a negative count (-500000000 lines covered of 1)"),
  ])
  func aRecordWhoseCountsCannotBeIsAUsageErrorNamingTheFileAndTheRecord(
    covered: String, count: String, reason: String
  ) throws {
    let folder = try CommandBehaviourTests.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let coverage = try Self.export(covered: covered, count: count, in: folder)
    // NB: today 2^62 traps on an overflow (exit 132), 300 % is judged "holds" and -5e8 gives "-500000000.0×".
    let run = try ArchlabProcess.run(["claims", Self.app, "--coverage", coverage])
    #expect(run.exitCode == 2)
    #expect(run.stdout == "")
    let line = "archlab: --coverage \(coverage): record 1 (/ci/Sources/Demo/Login/LoginPresenter.swift): \(reason)"
    #expect(run.stderr.hasPrefix(line), "\(run.stderr)")
    #expect(run.stderr.split(separator: "\n").count == 1, "\(run.stderr)")
  }

  @Test func noRatioIsTakenToControllersTheTestsNeverRan() throws {
    let folder = try CommandBehaviourTests.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let coverage = try Self.export(covered: "15", count: "16", controller: "0", in: folder)
    let run = try ArchlabProcess.run(["claims", Self.app, "--coverage", coverage, "--format", "markdown"])
    #expect(run.exitCode == 0, "\(run.stderr)")
    // NB: drop the `mvc.covered > 0` guard and the ratio reads 937500000.0× (0.94 ÷ 1e-9).
    #expect(!run.stdout.contains("00000"), "\(run.stdout)")
    #expect(run.stdout.contains("the tests ran none of the MVC screens' controller lines (0 of 11): no ratio to 0 %"))
  }

  @Test func aFolderADeviceOrANamedPipeGivenAsTheCoverageFileIsNamedForWhatItIs() throws {
    let folder = try CommandBehaviourTests.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let fifo = folder.appendingPathComponent("lcov.info").path
    #expect(mkfifo(fifo, 0o600) == 0)
    for (path, what) in [
      (folder.path, "is a folder, not a coverage report"),
      ("/dev/null", "is not a regular file (a character device); give a coverage report"),
      (fifo, "is not a regular file (a named pipe); give a coverage report"),
    ] {
      // NB: read with Data(contentsOf:) and a folder says "NSCocoaErrorDomain error 256", a pipe waits forever.
      let run = try ArchlabProcess.run(["claims", Self.app, "--coverage", path])
      #expect(run.exitCode == 2)
      #expect(run.stderr == "archlab: --coverage \(path): \(what)\n")
    }
  }
}
