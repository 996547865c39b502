import Foundation
import Testing

@testable import ArchCodebase

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Which files a report counts on a real file system: links followed, odd
/// files never opened, and whatever cannot be read named, not dropped.
struct LineCountWalkTests {
  /// A fresh temporary folder for `body`, removed afterwards.
  func withFolder(_ body: (URL) throws -> Void) throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("LineCountWalkTests-\(UUID().uuidString)").resolvingSymlinksInPath()
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: root) }
    try body(root)
  }

  func write(_ text: String, _ path: String, in root: URL) throws {
    let url = root.appendingPathComponent(path)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  func link(_ path: String, to destination: String, in root: URL) throws {
    try FileManager.default.createSymbolicLink(
      atPath: root.appendingPathComponent(path).path, withDestinationPath: destination)
  }

  @Test func countsSymlinkedFilesInsideAFolder() throws {
    try withFolder { root in
      try write("let a = 1\n", "Sources/A.swift", in: root)
      try write("let b = 1\nlet c = 2\n", "Elsewhere/Shared.swift", in: root)
      try link("Sources/SharedView.swift", to: "../Elsewhere/Shared.swift", in: root)
      // NB: skip entries that are links in `SourceFileWalk.walk` to see this fail.
      let report = try LineCountReport(counting: [root.appendingPathComponent("Sources")], relativeTo: root)
      #expect(report.files.map(\.path) == ["Sources/A.swift", "Sources/SharedView.swift"])
      #expect(report.files.map(\.role) == [.other, .view])
      #expect(report.skipped == [])
    }
  }

  @Test func followsSymlinkedFoldersOnceAndNeverLoops() throws {
    try withFolder { root in
      try write("let a = 1\n", "Sources/App/A.swift", in: root)
      try write("let b = 1\n", "Vendor/Lib/B.swift", in: root)
      try FileManager.default.createDirectory(
        at: root.appendingPathComponent("Sources/App/Nested"), withIntermediateDirectories: true)
      try link("Sources/App/Lib", to: "../../Vendor/Lib", in: root)
      try link("Sources/App/Again", to: "../../Vendor/Lib", in: root)
      try link("Sources/App/Nested/Up", to: "../..", in: root)  // a cycle
      try link("Sources/App/Self", to: ".", in: root)  // another
      let report = try LineCountReport(counting: [root.appendingPathComponent("Sources")], relativeTo: root)
      // A linked folder is walked once, through the first of its links met.
      #expect(report.files.map(\.path) == ["Sources/App/A.swift", "Sources/App/Again/B.swift"])
      #expect(report.skipped == [])
    }
  }

  @Test func reportsAFIFOAsNotARegularFileWithoutOpeningIt() throws {
    try withFolder { root in
      try write("let a = 1\n", "Sources/A.swift", in: root)
      let fifo = root.appendingPathComponent("Sources/Pipe.swift")
      #expect(mkfifo(fifo.path, 0o644) == 0)
      // NB: add `.other` entries as files in `SourceFileWalk.walk` to see this fail.
      let inFolder = try LineCountReport(counting: [root.appendingPathComponent("Sources")], relativeTo: root)
      #expect(inFolder.files.map(\.path) == ["Sources/A.swift"])
      #expect(inFolder.skipped == [SkippedPath(path: "Sources/Pipe.swift", reason: .notARegularFile)])
      let named = try LineCountReport(counting: [fifo], relativeTo: root)
      #expect(named.files == [])
      #expect(named.skipped == [SkippedPath(path: "Sources/Pipe.swift", reason: .notARegularFile)])
    }
  }

  @Test func namesABrokenSwiftLink() throws {
    try withFolder { root in
      try write("let a = 1\n", "Sources/A.swift", in: root)
      try link("Sources/Gone.swift", to: "Nowhere.swift", in: root)
      try link("Sources/notes", to: "Nowhere", in: root)  // not Swift: nothing lost
      let report = try LineCountReport(counting: [root.appendingPathComponent("Sources")], relativeTo: root)
      #expect(report.files.map(\.path) == ["Sources/A.swift"])
      #expect(report.skipped == [SkippedPath(path: "Sources/Gone.swift", reason: .brokenSymbolicLink)])
    }
  }

  // Root reads whatever the permissions say, so this test needs another user.
  @Test(.enabled(if: geteuid() != 0, "permissions do not stop root"))
  func namesUnreadableFilesAndFoldersAndCountsTheRest() throws {
    try withFolder { root in
      try write("let a = 1\n", "Sources/A.swift", in: root)
      try write("let b = 1\n", "Sources/Locked.swift", in: root)
      try write("let c = 1\n", "Sources/Closed/C.swift", in: root)
      let locked = [root.appendingPathComponent("Sources/Locked.swift"), root.appendingPathComponent("Sources/Closed")]
      for url in locked { #expect(chmod(url.path, 0) == 0) }
      defer { for url in locked { chmod(url.path, 0o755) } }  // so that the folder can be removed
      // NB: return without a note when listing a folder fails in `SourceFileWalk.walk` to see this fail.
      let report = try LineCountReport(counting: [root.appendingPathComponent("Sources")], relativeTo: root)
      #expect(report.files.map(\.path) == ["Sources/A.swift"])
      #expect(report.skipped == [
        SkippedPath(path: "Sources/Closed", reason: .permissionDenied),
        SkippedPath(path: "Sources/Locked.swift", reason: .permissionDenied),
      ])
    }
  }

  @Test func showsASymlinkNamedDirectlyByTheGivenPath() throws {
    try withFolder { root in
      try write("let a = 1\n", "Generated/Thing.swift", in: root)
      try link("LoginView.swift", to: "Generated/Thing.swift", in: root)
      // NB: name rows by their resolved path (`canonicalPath`) to see this fail.
      let report = try LineCountReport(counting: [root.appendingPathComponent("LoginView.swift")], relativeTo: root)
      #expect(report.files.map(\.path) == ["LoginView.swift"])
      #expect(report.files.map(\.role) == [.view])
    }
  }

  @Test func countsAFileReachedTwiceOnceByItsOwnPath() throws {
    try withFolder { root in
      try write("let a = 1\n", "Sources/A.swift", in: root)
      try link("Sources/Alias.swift", to: "A.swift", in: root)
      let report = try LineCountReport(counting: [root.appendingPathComponent("Sources")], relativeTo: root)
      #expect(report.files.map(\.path) == ["Sources/A.swift"])
    }
  }
}
