import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `loc` and `claims` on trees a hostile user made: a path longer than
/// PATH_MAX, a folder whose name is not valid UTF-8, a binary file named
/// `.swift` or `.kt`. Each is named, on stdout and stderr, and the exit
/// status is 1; nothing is skipped without a word, nothing misread.
@Suite struct UnreadableTreeTests {
  /// A temporary tree with `Sources/A.swift`; removed with `rm -rf`, which
  /// can reach below PATH_MAX.
  func withTree(_ body: (URL) throws -> Void) throws {
    let root = try CommandBehaviourTests.temporaryFolder().resolvingSymlinksInPath()
    defer {
      let remove = Process()
      remove.executableURL = URL(fileURLWithPath: "/bin/rm")
      remove.arguments = ["-rf", root.path]
      try? remove.run()
      remove.waitUntilExit()
    }
    let sources = root.appendingPathComponent("Sources")
    try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
    try Data("let a = 1\n".utf8).write(to: sources.appendingPathComponent("A.swift"))
    try body(root)
  }

  /// Both commands that count a tree, on `path`.
  static func commands(_ path: String) -> [[String]] {
    [["loc", path], ["claims", path]]
  }

  /// Makes folders `name` inside one another below `folder` until the path
  /// is longer than PATH_MAX, each made relative to the one above (as no
  /// whole path could name it), and puts `Deep.swift` at the bottom.
  /// Returns the path below `folder` of the first folder too long to reach.
  func makeDeepTree(in folder: URL) throws -> String {
    let name = String(repeating: "d", count: 200)
    var descriptor = open(folder.path, O_RDONLY | O_DIRECTORY)
    var depth = 0
    while folder.path.utf8.count + (name.utf8.count + 1) * depth <= Int(PATH_MAX) + 200 {
      #expect(mkdirat(descriptor, name, 0o755) == 0)
      let next = openat(descriptor, name, O_RDONLY | O_DIRECTORY)
      close(descriptor)
      descriptor = next
      depth += 1
    }
    let file = openat(descriptor, "Deep.swift", O_WRONLY | O_CREAT, 0o644)
    _ = "let deep = 1\n".withCString { write(file, $0, strlen($0)) }
    close(file)
    close(descriptor)
    var reachable = 0
    while folder.path.utf8.count + (name.utf8.count + 1) * (reachable + 1) < Int(PATH_MAX) { reachable += 1 }
    return Array(repeating: name, count: reachable + 1).joined(separator: "/")
  }

  @Test func aPathLongerThanPathMaxIsNamedAndTheExitStatusIsOne() throws {
    try withTree { root in
      let sources = root.appendingPathComponent("Sources")
      let deep = try makeDeepTree(in: sources)
      for command in Self.commands(sources.path) {
        // NB: drop the ENAMETOOLONG case in FileStatus.of to see the deep folder left out with exit 0.
        let result = try ArchlabProcess.run(command)
        #expect(result.exitCode == 1, "\(command[0])")
        let named = "archlab: cannot count \(sources.path)/\(deep): path too long\n"
        #expect(result.stderr.contains(named), "\(command[0])")
      }
    }
  }

  @Test func aFolderNameThatIsNotUTF8IsNamedAndTheExitStatusIsOne() throws {
    try withTree { root in
      let sources = root.appendingPathComponent("Sources")
      // "bad\xFFname": the byte 0xFF is never UTF-8.
      var folder = Array(sources.path.utf8) + Array("/bad".utf8) + [0xFF] + Array("name".utf8)
      folder.append(0)
      #expect(mkdir(folder.map { CChar(bitPattern: $0) }, 0o755) == 0)
      var file = Array(folder.dropLast()) + Array("/B.swift".utf8)
      file.append(0)
      let descriptor = open(file.map { CChar(bitPattern: $0) }, O_WRONLY | O_CREAT, 0o644)
      _ = "let b = 1\n".withCString { write(descriptor, $0, strlen($0)) }
      close(descriptor)
      for command in Self.commands(sources.path) {
        // NB: drop the check for an undecodable name in SourceFileWalk.walk to see the folder left out with exit 0.
        let result = try ArchlabProcess.run(command)
        #expect(result.exitCode == 1, "\(command[0])")
        #expect(
          result.stderr.contains("archlab: cannot count \(sources.path)/bad\\xFFname: name is not valid UTF-8\n"),
          "\(command[0]): \(result.stderr)")
      }
    }
  }

  @Test(arguments: ["Tool.swift", "Tool.kt", "Tool.java"])
  func aBinaryFileWithASourceNameIsListedAsNotCounted(name: String) throws {
    try withTree { root in
      let sources = root.appendingPathComponent("Sources")
      // An executable renamed: lines of bytes with NULs among them.
      let bytes = Data((0..<4_000).flatMap { [UInt8(truncatingIfNeeded: $0), 0, 0x0A] })
      try bytes.write(to: sources.appendingPathComponent(name))
      for command in [["loc", sources.path], ["claims", sources.path]] {
        // NB: drop the NUL check in RootCounter.addFile to see 4,000 lines of "code" counted.
        let result = try ArchlabProcess.run(command)
        #expect(result.exitCode == 1, "\(command[0])")
        #expect(result.stderr.contains("archlab: cannot count \(sources.path)/\(name): binary file (NUL bytes)\n"))
      }
      let listed = try ArchlabProcess.run(["loc", sources.path])
      #expect(listed.stdout.contains("Not counted\n  \(name): binary file (NUL bytes)\n"))
      #expect(!listed.stdout.contains("\n\(name) "))
    }
  }
}
