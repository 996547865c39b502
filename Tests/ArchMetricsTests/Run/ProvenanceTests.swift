import Foundation
import Testing
@testable import ArchCodebase
@testable import ArchMetrics

/// A report says which ArchLab made it, from which commit, and when.
@Suite struct ProvenanceTests {
  static let commit = "0123456789abcdef0123456789abcdef01234567"
  static let other = "89abcdef0123456789abcdef0123456789abcdef"

  /// A temporary folder with `files` (path → text), removed by the caller.
  static func folder(_ files: [String: String]) throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("provenance-\(UUID().uuidString)")
    for (path, text) in files {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("Sources/App"), withIntermediateDirectories: true)
    return root
  }

  @Test func sourceDateEpochFixesTheDate() {
    let fixed = Provenance.current(environment: ["SOURCE_DATE_EPOCH": "86400"], now: Date(timeIntervalSince1970: 5))
    #expect(fixed.date == "1970-01-02T00:00:00Z")
    let now = Provenance.current(environment: [:], now: Date(timeIntervalSince1970: 5))
    #expect(now.date == "1970-01-01T00:00:05Z")
    #expect(now.version == Provenance.archLabVersion)
  }

  @Test func readsTheBranchsCommitFromALooseRefFromASubfolder() throws {
    let root = try Self.folder([".git/HEAD": "ref: refs/heads/main\n", ".git/refs/heads/main": Self.commit + "\n"])
    defer { try? FileManager.default.removeItem(at: root) }
    #expect(GitCheckout.commit(around: root.appendingPathComponent("Sources/App")) == Self.commit)
  }

  @Test func readsAPackedRefAndADetachedHead() throws {
    let packed = try Self.folder([
      ".git/HEAD": "ref: refs/heads/main\n",
      ".git/packed-refs": "# pack-refs with: peeled\n\(Self.other) refs/heads/other\n\(Self.commit) refs/heads/main\n",
    ])
    defer { try? FileManager.default.removeItem(at: packed) }
    #expect(GitCheckout.commit(around: packed) == Self.commit)
    let detached = try Self.folder([".git/HEAD": Self.other + "\n"])
    defer { try? FileManager.default.removeItem(at: detached) }
    #expect(GitCheckout.commit(around: detached) == Self.other)
  }

  @Test func followsAWorktreesGitFileToTheSharedRefs() throws {
    let root = try Self.folder([
      "repo/.git/refs/heads/feature": Self.commit,
      "repo/.git/worktrees/wt/HEAD": "ref: refs/heads/feature\n",
      "repo/.git/worktrees/wt/commondir": "../..\n",
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let worktree = root.appendingPathComponent("wt")
    try FileManager.default.createDirectory(at: worktree, withIntermediateDirectories: true)
    try Data("gitdir: \(root.path)/repo/.git/worktrees/wt\n".utf8).write(to: worktree.appendingPathComponent(".git"))
    #expect(GitCheckout.commit(around: worktree) == Self.commit)
  }

  @Test func anAbsoluteCommondirAndASHA256NameAreRead() throws {
    let sha256 = String(repeating: "ab", count: 32)
    let root = try Self.folder([
      "repo/.git/refs/heads/feature": sha256, "repo/.git/worktrees/wt/HEAD": "ref: refs/heads/feature\n",
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    try Data("\(root.path)/repo/.git\n".utf8).write(to: root.appendingPathComponent("repo/.git/worktrees/wt/commondir"))
    let worktree = root.appendingPathComponent("wt")
    try FileManager.default.createDirectory(at: worktree, withIntermediateDirectories: true)
    try Data("gitdir: \(root.path)/repo/.git/worktrees/wt\n".utf8).write(to: worktree.appendingPathComponent(".git"))
    #expect(GitCheckout.commit(around: worktree) == sha256)
  }

  @Test func theCommitIsArchLabsOwnNotTheWorkingDirectorysRepository() {
    // A run inside an app's own repository must not report that repository's commit as ArchLab's.
    let own = GitCheckout.commit(around: URL(fileURLWithPath: #filePath))
    #expect(Provenance.current(environment: [:]).commit == own)
  }

  @Test func outsideACheckoutThereIsNoCommit() throws {
    let root = try Self.folder(["notes.txt": "no git here"])
    defer { try? FileManager.default.removeItem(at: root) }
    // The temporary folder is in no checkout on a CI machine or a laptop.
    #expect(GitCheckout.commit(around: root) == nil)
    #expect(Provenance(commit: nil, date: "d").description == "ArchLab \(Provenance.archLabVersion), d")
  }

  @Test func everyRendererShowsIt() {
    var report = ArchLabReport(machine: "m", command: "c", cycles: 1)
    report.provenance = Provenance(commit: Self.commit, date: "2026-12-01T13:00:00Z")
    let line = "ArchLab \(Provenance.archLabVersion), commit 0123456789ab, 2026-12-01T13:00:00Z"
    #expect(TextRenderer().render(report).contains("made by: " + line))
    #expect(MarkdownRenderer().render(report).contains("- Made by: " + line))
    #expect(HTMLRenderer().render(report).contains("<dt>Made by</dt><dd>\(line)</dd>"))
    #expect(JSONRenderer().render(report).contains(Self.commit))
    #expect(TextRenderer().render(ArchLabReport(machine: "m", command: "c", cycles: 1)).contains("made by") == false)
  }
}
