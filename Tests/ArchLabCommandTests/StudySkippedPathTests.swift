import ArchCodebase
import ArchLabTool
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What `archlab study` cannot count in an app, it names in its text and
/// HTML, and exits 1, as `claims` does; a Git LFS pointer is not code.
@Suite struct StudySkippedPathTests {
  static let lfsPointer = """
    version https://git-lfs.github.com/spec/v1
    oid sha256:4d7a214614ab2935c943f9e0ff69d22eadbb8f32b1258daaa5e2ca24d17e2393
    size 12345

    """

  /// A study file listing `app` alone, written beside it.
  static func study(_ app: URL) throws -> String {
    let file = app.deletingLastPathComponent().appendingPathComponent("study.txt")
    try Data("app \(app.path) -\n".utf8).write(to: file)
    return file.path
  }

  @Test(arguments: ["text", "html"])
  func aBinaryFileANameNotUTF8AndAPathTooLongAreNamedAndTheExitIsOne(format: String) throws {
    try UnreadableTreeTests().withTree { root in
      let sources = root.appendingPathComponent("Sources")
      try Data((0..<100).flatMap { [UInt8(truncatingIfNeeded: $0), 0, 0x0A] })
        .write(to: sources.appendingPathComponent("Tool.swift"))
      var folder = Array(sources.path.utf8) + Array("/bad".utf8) + [0xFF] + Array("name".utf8)
      folder.append(0)
      #expect(mkdir(folder.map { CChar(bitPattern: $0) }, 0o755) == 0)
      let deep = try UnreadableTreeTests().makeDeepTree(in: sources)
      let run = try ArchlabProcess.run(["study", try Self.study(sources), "--format", format])
      // NB: drop the "Not counted" lines of StudyText and StudyHTML and these paths go unsaid.
      #expect(run.exitCode == 1, "\(run.stderr)")
      for line in [
        "app: Tool.swift: binary file (NUL bytes)", "app: bad\\xFFname: name is not valid UTF-8",
        "app: \(deep): path too long",
      ] {
        #expect(run.stdout.contains(line), "\(line)")
        #expect(run.stderr.contains(line.replacingOccurrences(of: "app: ", with: "archlab: app: cannot count ")))
      }
    }
  }

  @Test func aGitLFSPointerNamedSwiftIsNotCodeAndIsNamedByLocClaimsAndStudy() throws {
    try UnreadableTreeTests().withTree { root in
      let sources = root.appendingPathComponent("Sources")
      try Data(Self.lfsPointer.utf8).write(to: sources.appendingPathComponent("Big.swift"))
      // NB: drop the pointer check in RootCounter.addFile and Big.swift counts as three lines of code.
      for command in [["loc", sources.path], ["claims", sources.path]] {
        let run = try ArchlabProcess.run(command)
        #expect(run.exitCode == 1, "\(command[0])")
        #expect(run.stderr.contains("archlab: cannot count \(sources.path)/Big.swift: Git LFS pointer, not code\n"))
      }
      let json = try ArchlabProcess.run(["loc", sources.path, "--format", "json"])
      // Listed with the paths not counted, never among the files.
      #expect(json.stdout.contains("\"reason\" : \"Git LFS pointer, not code\""))
      let study = try ArchlabProcess.run(["study", try Self.study(sources)])
      #expect(study.exitCode == 1)
      #expect(study.stdout.contains("app: Big.swift: Git LFS pointer, not code"))
    }
  }
}
