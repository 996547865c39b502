import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `archlab loc` on trees with links and odd files: whatever it cannot
/// count it names, in its output and on stderr, and it exits 1.
@Suite struct LocCommandTests {
  /// A temporary tree: `Sources/A.swift` and a FIFO `Sources/Pipe.swift`.
  func withTree(_ body: (URL) throws -> Void) throws {
    let root = try CommandBehaviourTests.temporaryFolder().resolvingSymlinksInPath()
    defer { try? FileManager.default.removeItem(at: root) }
    let sources = root.appendingPathComponent("Sources")
    try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
    try Data("let a = 1\n// one\n".utf8).write(to: sources.appendingPathComponent("A.swift"))
    #expect(mkfifo(sources.appendingPathComponent("Pipe.swift").path, 0o644) == 0)
    try body(root)
  }

  @Test func countsTheRestNamesWhatItCouldNotCountAndExitsOne() throws {
    try withTree { root in
      let sources = root.appendingPathComponent("Sources").path
      // NB: write the report and return in `LocCommand.run` without looking at `skipped` to see this fail.
      let result = try ArchlabProcess.run(["loc", sources])
      #expect(result.exitCode == 1)
      #expect(result.stdout.contains("\nA.swift "))
      #expect(result.stdout.contains("Not counted\n  Pipe.swift: not a regular file\n"))
      #expect(result.stderr == """
        archlab: cannot count \(sources)/Pipe.swift: not a regular file
        archlab: 1 path not counted (above); the figures leave it out

        """)
      let json = try ArchlabProcess.run(["loc", sources, "--format", "json"])
      #expect(json.exitCode == 1)
      #expect(json.stdout.contains(#""reason" : "not a regular file""#))
    }
  }

  @Test func failsNamingAFIFOGivenAlone() throws {
    try withTree { root in
      let fifo = root.appendingPathComponent("Sources/Pipe.swift").path
      let result = try ArchlabProcess.run(["loc", fifo])
      #expect(result.exitCode == 1)
      #expect(result.stdout == "")
      #expect(result.stderr == """
        archlab: cannot count \(fifo): not a regular file
        archlab: nothing counted

        """)
    }
  }

  @Test func showsALinkByTheGivenPathWithItsRole() throws {
    try withTree { root in
      let link = root.appendingPathComponent("LoginView.swift").path
      try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "Sources/A.swift")
      let result = try ArchlabProcess.run(["loc", link, "--format", "json"])
      #expect(result.exitCode == 0)
      // Globs see the path relative to the root named: the link's own name.
      #expect(result.stdout.contains(#""path" : "LoginView.swift""#))
      #expect(result.stdout.contains(#""role" : "view""#))
    }
  }

  /// Permissions stop only other users: as root (CI containers), the tree is
  /// counted as `nobody`, through `setpriv`.
  @Test func namesALockedFolderAndALinkIntoItAndCountsTheRest() throws {
    let isRoot = geteuid() == 0
    let setpriv = "/usr/bin/setpriv"
    try #require(!isRoot || FileManager.default.isExecutableFile(atPath: setpriv), "needs setpriv as root")
    let root = try CommandBehaviourTests.temporaryFolder().resolvingSymlinksInPath()
    defer {
      chmod(root.appendingPathComponent("locked").path, 0o755)
      try? FileManager.default.removeItem(at: root)
    }
    let tree = root.appendingPathComponent("w")
    let locked = root.appendingPathComponent("locked")
    for folder in [tree, locked, tree.appendingPathComponent("sealed")] {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }
    for (url, text) in [(tree, "a"), (tree, "z"), (locked, "x"), (tree.appendingPathComponent("sealed"), "s")] {
      try Data("let \(text) = 1\n".utf8).write(to: url.appendingPathComponent("\(text).swift"))
    }
    try FileManager.default.createSymbolicLink(
      atPath: tree.appendingPathComponent("b-link.swift").path, withDestinationPath: locked.path + "/x.swift")
    let binary = root.appendingPathComponent("archlab")
    try FileManager.default.copyItem(at: ArchlabProcess.binary, to: binary)
    for path in [root.path, tree.path, binary.path] { chmod(path, 0o755) }
    chmod(tree.appendingPathComponent("a.swift").path, 0o644)
    chmod(tree.appendingPathComponent("z.swift").path, 0o644)
    chmod(locked.path, 0o700)
    chmod(tree.appendingPathComponent("sealed").path, 0o000)
    let user = isRoot ? ["--reuid=nobody", "--regid=nogroup", "--clear-groups", binary.path] : []
    let result = try ArchlabProcess.run(
      user + ["loc", "w"], executable: URL(fileURLWithPath: isRoot ? setpriv : binary.path), in: root)
    let stdout = result.stdout
    // NB: give up on the folder at its first unreachable entry and z.swift is neither counted nor named.
    #expect(result.exitCode == 1)
    #expect(stdout.contains("\na.swift ") && stdout.contains("\nz.swift "))
    #expect(stdout.contains("Not counted\n"))
    #expect(stdout.contains("  b-link.swift: permission denied\n"))
    #expect(stdout.contains("  sealed: permission denied\n"))
    #expect(result.stderr.contains("archlab: cannot count w/sealed: permission denied\n"))
  }
}
