import ArchCodebase
import ArchLabTool
import Foundation
import Testing

/// `archlab study` given what a user did not mean, or an attacker did: credentials, odd files, odd options.
@Suite struct StudySafetyTests {
  @Test(arguments: ["text", "markdown", "json", "html"])
  func aTokenInASourceURLReachesNoOutput(format: String) throws {
    let (file, folder) = try StudyCommandTests.studyFile("private https://user:s3cret@127.0.0.1:1/org/app.git main\n")
    defer { try? FileManager.default.removeItem(at: folder) }
    let cache = folder.appendingPathComponent("cache").path
    let run = ArchLabTool.run(capturing: ["study", file, "--format", format, "--cache", cache])
    #expect(run.status == 1)
    #expect(!run.standardOutput.contains("s3cret"), "\(run.standardOutput)")
    #expect(!run.standardError.contains("s3cret"), "\(run.standardError)")
    #expect(run.standardError.contains("cannot clone https://<redacted>@127.0.0.1:1/org/app.git"))
  }
}
