import Foundation
import Testing

@testable import ArchCodebase

/// A git repository in a temporary folder, made with the `git` a study runs.
struct ScratchRepository {
  let folder: URL

  init() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("archlab-study-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try git("init", "--quiet")
  }

  func write(_ path: String, _ text: String) throws {
    let url = folder.appendingPathComponent(path)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  /// Commits everything and returns the commit.
  @discardableResult func commit(_ message: String) throws -> String {
    try git("add", "-A")
    try git("-c", "user.name=ArchLab", "-c", "user.email=archlab@example.com", "commit", "--quiet", "-m", message)
    return try git("rev-parse", "HEAD")
  }

  @discardableResult func git(_ arguments: String...) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git", "-C", folder.path] + arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { throw CocoaError(.executableLoad) }
    return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
  }

  static var gitIsInstalled: Bool { (try? ScratchRepository().remove()) != nil }

  func remove() { try? FileManager.default.removeItem(at: folder) }
}

/// Swift files of one MVP screen: a presenter of `logic` lines and a view controller of `view`.
func mvpScreen(_ name: String, logic: Int, view: Int) -> [(String, String)] {
  func body(_ type: String, _ lines: Int) -> String {
    "final class \(type) {\n" + (0..<lines - 2).map { "  let v\($0) = \($0)\n" }.joined() + "}\n"
  }
  return [
    ("\(name)/\(name)Presenter.swift", body("\(name)Presenter", logic)),
    ("\(name)/\(name)ViewController.swift", body("\(name)ViewController", view)),
  ]
}

@Suite(.enabled(if: ScratchRepository.gitIsInstalled, "needs git"))
struct StudyWorkspaceTests {
  @Test func aCommitIsMeasuredAtThatCommitNeverFromTheWorkingTree() throws {
    let repository = try ScratchRepository()
    defer { repository.remove() }
    for (path, text) in mvpScreen("Login", logic: 40, view: 60) { try repository.write(path, text) }
    let first = try repository.commit("one screen")
    for (path, text) in mvpScreen("Feed", logic: 10, view: 90) { try repository.write(path, text) }
    let second = try repository.commit("two screens")
    for (path, text) in mvpScreen("Draft", logic: 5, view: 95) { try repository.write(path, text) }  // not committed
    let cache = repository.folder.deletingLastPathComponent()
      .appendingPathComponent("\(repository.folder.lastPathComponent)-cache")
    defer { try? FileManager.default.removeItem(at: cache) }
    let file = try StudyFile(
      parsing: """
        old     \(repository.folder.path)  \(first.prefix(8))
        new     \(repository.folder.path)  HEAD
        working \(repository.folder.path)  -
        missing \(repository.folder.path)  no-such-branch
        gone    /no/such/folder/at/all     -
        """)
    let study = Study.measure(file, in: StudyWorkspace(cache: cache), parallelism: 2)
    #expect(study.apps.map(\.entry.label) == ["old", "new", "working", "missing", "gone"])
    #expect(study.apps[0].measuredCommit == first)
    #expect(study.apps[0].screens.map(\.name) == ["Login"])
    #expect(study.apps[1].measuredCommit == second)
    #expect(study.apps[1].screens.map(\.name).sorted() == ["Feed", "Login"])
    #expect(study.apps[2].measuredCommit == second + " (working tree)")
    #expect(study.apps[2].screens.count == 3)
    #expect(study.apps[3].failure == "no commit, tag or branch no-such-branch in \(repository.folder.path)")
    #expect(study.apps[4].failure == "no such folder: /no/such/folder/at/all")
    #expect(study.failures.count == 2)
    // The clone and the checkouts are kept: one clone for the repository, one tree per commit.
    let repos = try FileManager.default.contentsOfDirectory(atPath: cache.appendingPathComponent("repos").path)
    let trees = try FileManager.default.contentsOfDirectory(atPath: cache.appendingPathComponent("trees").path)
    #expect(repos.count == 1)
    #expect(trees.count == 2)
    // The repository's own working tree and index are untouched.
    #expect(try repository.git("status", "--porcelain") == "?? Draft/")
  }

  @Test func aSecondRunReusesTheCloneAndItsTrees() throws {
    let repository = try ScratchRepository()
    defer { repository.remove() }
    for (path, text) in mvpScreen("Login", logic: 40, view: 60) { try repository.write(path, text) }
    let commit = try repository.commit("one screen")
    let cache = repository.folder.deletingLastPathComponent()
      .appendingPathComponent("\(repository.folder.lastPathComponent)-cache")
    defer { try? FileManager.default.removeItem(at: cache) }
    let file = try StudyFile(parsing: "app \(repository.folder.path) \(commit)")
    let workspace = StudyWorkspace(cache: cache)
    let first = Study.measure(file, in: workspace)
    // NB: a checkout that ignored the cache would fail here, the source being gone.
    try FileManager.default.removeItem(at: repository.folder)
    let second = Study.measure(file, in: workspace)
    #expect(first.failures.isEmpty)
    #expect(second.apps == first.apps)
  }

  @Test func aBranchIsFetchedAgainSoALaterRunSeesItsNewCommits() throws {
    let repository = try ScratchRepository()
    defer { repository.remove() }
    for (path, text) in mvpScreen("Login", logic: 40, view: 60) { try repository.write(path, text) }
    let first = try repository.commit("one screen")
    let branch = try repository.git("rev-parse", "--abbrev-ref", "HEAD")
    let cache = repository.folder.deletingLastPathComponent()
      .appendingPathComponent("\(repository.folder.lastPathComponent)-cache")
    defer { try? FileManager.default.removeItem(at: cache) }
    let file = try StudyFile(parsing: "app \(repository.folder.path) \(branch)")
    let workspace = StudyWorkspace(cache: cache)
    #expect(Study.measure(file, in: workspace).apps.first?.measuredCommit == first)
    for (path, text) in mvpScreen("Feed", logic: 10, view: 90) { try repository.write(path, text) }
    let second = try repository.commit("two screens")
    // NB: resolve a branch in the cached clone without fetching and this reads the first commit.
    #expect(Study.measure(file, in: workspace).apps.first?.measuredCommit == second)
  }

  @Test func aSubfolderIsMeasuredAloneAndAFolderInsideARepositoryHasNoCommit() throws {
    let repository = try ScratchRepository()
    defer { repository.remove() }
    for (path, text) in mvpScreen("Login", logic: 40, view: 60) + mvpScreen("Feed", logic: 10, view: 90) {
      try repository.write("app/" + path, text)
    }
    let commit = try repository.commit("two screens")
    let cache = repository.folder.deletingLastPathComponent()
      .appendingPathComponent("\(repository.folder.lastPathComponent)-cache")
    defer { try? FileManager.default.removeItem(at: cache) }
    let file = try StudyFile(
      parsing: """
        login   \(repository.folder.path)  \(commit)  app/Login
        root    \(repository.folder.path)  -
        nowhere \(repository.folder.path)  \(commit)  app/Nothing
        """)
    let study = Study.measure(file, in: StudyWorkspace(cache: cache))
    #expect(study.apps[0].screens.map(\.name) == ["Login"])
    #expect(study.apps[1].measuredCommit == commit + " (working tree)")
    #expect(study.apps[2].failure == "no folder app/Nothing in the tree")
    let inner = Study.measure(
      try StudyFile(parsing: "inner \(repository.folder.path)/app -"), in: StudyWorkspace(cache: cache))
    // NB: take HEAD of any enclosing repository and this reads the repository's commit.
    #expect(inner.apps[0].measuredCommit == nil)
    #expect(inner.apps[0].screens.count == 2)
  }

  @Test func aBranchNamedInHexDigitsIsStillABranchAndIsFetchedAgain() throws {
    let repository = try ScratchRepository()
    defer { repository.remove() }
    for (path, text) in mvpScreen("Login", logic: 40, view: 60) { try repository.write(path, text) }
    let first = try repository.commit("one screen")
    try repository.git("branch", "deadbeef")
    let cache = repository.folder.deletingLastPathComponent()
      .appendingPathComponent("\(repository.folder.lastPathComponent)-cache")
    defer { try? FileManager.default.removeItem(at: cache) }
    let file = try StudyFile(parsing: "hex \(repository.folder.path) deadbeef")
    let workspace = StudyWorkspace(cache: cache)
    #expect(Study.measure(file, in: workspace).apps.first?.measuredCommit == first)
    for (path, text) in mvpScreen("Feed", logic: 10, view: 90) { try repository.write(path, text) }
    let second = try repository.commit("two screens")
    try repository.git("branch", "-f", "deadbeef", second)
    // NB: take every hex name for a commit and this reads the first commit again.
    #expect(Study.measure(file, in: workspace).apps.first?.measuredCommit == second)
  }

  @Test func aHalfMadeCheckoutAnInterruptedRunLeftIsSweptAndARunningOnesIsNot() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("archlab-study-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let old = folder.appendingPathComponent("app-1a2b.partial-OLD")
    let fresh = folder.appendingPathComponent("app-1a2b.partial-NEW")
    let other = folder.appendingPathComponent("other-3c4d.partial-OLD")
    for url in [old, fresh, other] {
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }
    let twoHoursAgo = Date().addingTimeInterval(-7_200)
    try FileManager.default.setAttributes([.modificationDate: twoHoursAgo], ofItemAtPath: old.path)
    try FileManager.default.setAttributes([.modificationDate: twoHoursAgo], ofItemAtPath: other.path)
    StudyWorkspace.sweepPartials(in: folder, key: "app-1a2b")
    #expect(!FileManager.default.fileExists(atPath: old.path))
    #expect(FileManager.default.fileExists(atPath: fresh.path))
    #expect(FileManager.default.fileExists(atPath: other.path), "another repository's: not this run's to judge")
  }

  @Test func gitsReasonIsItsFatalLineAndTheCauseBeforeItNotTheAdviceAfter() {
    let ssh = """
      ssh: Could not resolve hostname github.com: Name or service not known\r
      fatal: Could not read from remote repository.

      Please make sure you have the correct access rights
      and the repository exists.

      """
    #expect(
      Git.reason(said: ssh) == "ssh: Could not resolve hostname github.com: Name or service not known; "
        + "fatal: Could not read from remote repository.")
    #expect(
      Git.reason(said: "fatal: unable to access 'x': Could not resolve host: x\n")
        == "fatal: unable to access 'x': Could not resolve host: x")
    #expect(Git.reason(said: "warning: something\nlast words\n") == "last words")
  }

  @Test func aSubfolderThatIsALinkOutOfTheTreeIsRefused() throws {
    let repository = try ScratchRepository()
    defer { repository.remove() }
    for (path, text) in mvpScreen("Login", logic: 40, view: 60) { try repository.write("app/" + path, text) }
    let outside = repository.folder.deletingLastPathComponent().path
    try FileManager.default.createSymbolicLink(
      atPath: repository.folder.appendingPathComponent("escape").path, withDestinationPath: outside)
    let commit = try repository.commit("a link out")
    let cache = repository.folder.deletingLastPathComponent()
      .appendingPathComponent("\(repository.folder.lastPathComponent)-cache")
    defer { try? FileManager.default.removeItem(at: cache) }
    let file = try StudyFile(
      parsing: "in \(repository.folder.path) \(commit) app\nout \(repository.folder.path) \(commit) escape")
    let study = Study.measure(file, in: StudyWorkspace(cache: cache))
    #expect(study.apps[0].failure == nil)
    // NB: drop the check in StudyWorkspace.inside and this counts the folder the link leads to.
    #expect(study.apps[1].failure == "subfolder escape is a link that leads out of the tree")
  }

  @Test func aURLThatCannotBeReachedFailsThatAppAlone() throws {
    let cache = FileManager.default.temporaryDirectory.appendingPathComponent("archlab-study-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: cache) }
    let file = try StudyFile(parsing: "far file:///no/such/repository.git main")
    let study = Study.measure(file, in: StudyWorkspace(cache: cache))
    let failure = try #require(study.apps.first?.failure)
    #expect(failure.hasPrefix("cannot clone file:///no/such/repository.git: "))
    let repos = (try? FileManager.default.contentsOfDirectory(atPath: cache.appendingPathComponent("repos").path))
    #expect(repos ?? [] == [], "a failed clone leaves nothing half-made")
  }
}
