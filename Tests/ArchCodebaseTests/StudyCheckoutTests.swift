import Foundation
import Testing

@testable import ArchCodebase

/// A study writes a commit's source files from the object store, not its
/// whole tree: an asset missing from a repository's history fails no app,
/// a missing source file is one line naming what is missing, and a damaged
/// cached clone is cloned again.
@Suite(.enabled(if: ScratchRepository.gitIsInstalled, "needs git"))
struct StudyCheckoutTests {
  /// A cache folder beside `repository`'s, removed by the caller.
  static func cache(for repository: ScratchRepository) -> URL {
    repository.folder.deletingLastPathComponent().appendingPathComponent("\(repository.folder.lastPathComponent)-cache")
  }

  /// Deletes `object`'s loose file from the object store at `gitDirectory`.
  static func removeObject(_ object: String, from gitDirectory: URL) throws {
    let file = gitDirectory.appendingPathComponent("objects/\(object.prefix(2))/\(object.dropFirst(2))")
    try FileManager.default.removeItem(at: file)
  }

  /// The paths below `folder`, links included and not followed.
  static func paths(in folder: URL) -> Set<String> {
    let enumerator = FileManager.default.enumerator(atPath: folder.path)
    var paths: Set<String> = []
    while let path = enumerator?.nextObject() as? String {
      var isFolder: ObjCBool = false
      let url = folder.appendingPathComponent(path)
      if FileStatus.isLink(url.path) || !FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder)
        || !isFolder.boolValue
      {
        paths.insert(path)
      }
    }
    return paths
  }

  /// A repository of one MVP screen, a gif of `gifBytes` bytes and other non-source files.
  static func appWithAssets(gifBytes: Int = 1 << 20) throws -> ScratchRepository {
    let repository = try ScratchRepository()
    for (path, text) in mvpScreen("Login", logic: 40, view: 60) { try repository.write(path, text) }
    try repository.write("Android/Feed.kt", "class Feed {\n  val a = 1\n}\n")
    try repository.write("Android/Old.java", "class Old {\n  int a = 1;\n}\n")
    try repository.write("Android/build.gradle.kts", "plugins {\n}\n")
    try repository.write("Legacy/Bridge.m", "int bridge(void) { return 1; }\n")
    try repository.write("README.md", "# App\n")
    try repository.write("Assets/colors.json", "{}\n")
    let gif = repository.folder.appendingPathComponent("Assets/demo.gif")
    try (Data("GIF89a".utf8) + Data(repeating: 0, count: gifBytes)).write(to: gif)
    return repository
  }

  @Test func aCheckoutHoldsTheSourceFilesAndNoAssetNoteOrSubmodule() throws {
    let repository = try Self.appWithAssets(gifBytes: 1_000)
    defer { repository.remove() }
    // A submodule's commit in the tree, with no submodule behind it.
    let submodule = "160000,\(String(repeating: "1", count: 40)),Vendor/Lib"
    try repository.git("update-index", "--add", "--cacheinfo", submodule)
    let commit = try repository.commit("screens and assets")
    let cache = Self.cache(for: repository)
    defer { try? FileManager.default.removeItem(at: cache) }
    let file = try StudyFile(parsing: "app \(repository.folder.path) \(commit)")
    let app = try #require(Study.measure(file, in: StudyWorkspace(cache: cache)).apps.first)
    #expect(app.failure == nil)
    #expect(app.screens.map(\.name) == ["Login"])
    let key = StudyWorkspace.key(for: repository.folder.path)
    let tree = cache.appendingPathComponent("trees/\(key)-\(commit.prefix(12))")
    // NB: check out the whole tree again (`git checkout <commit> -- .`) and the gif, the notes and Vendor/Lib are here.
    #expect(
      Self.paths(in: tree) == [
        "Login/LoginPresenter.swift", "Login/LoginViewController.swift", "Android/Feed.kt", "Android/Old.java",
        "Android/build.gradle.kts",
      ])
  }

  @Test func aRepositoryWhoseHistoryLacksALargeBinaryBlobIsMeasured() throws {
    let repository = try Self.appWithAssets()
    defer { repository.remove() }
    let commit = try repository.commit("screens and a large gif")
    // The gif's blob gone from the object store, as from a repository copied without its large files.
    let gif = try repository.git("rev-parse", "HEAD:Assets/demo.gif")
    try Self.removeObject(gif, from: repository.folder.appendingPathComponent(".git"))
    let cache = Self.cache(for: repository)
    defer { try? FileManager.default.removeItem(at: cache) }
    let file = try StudyFile(parsing: "app \(repository.folder.path) \(commit)")
    let app = try #require(Study.measure(file, in: StudyWorkspace(cache: cache)).apps.first)
    // NB: read every blob of the tree and this fails with "cannot check out".
    #expect(app.failure == nil)
    #expect(app.measuredCommit == commit)
    #expect(app.screens.map(\.name) == ["Login"])
  }

  @Test func aMissingSourceBlobFailsTheAppInOneLineNamingRepositoryCommitAndPath() throws {
    let repository = try Self.appWithAssets(gifBytes: 1_000)
    defer { repository.remove() }
    let commit = try repository.commit("screens")
    let presenter = try repository.git("rev-parse", "HEAD:Login/LoginPresenter.swift")
    try Self.removeObject(presenter, from: repository.folder.appendingPathComponent(".git"))
    let cache = Self.cache(for: repository)
    defer { try? FileManager.default.removeItem(at: cache) }
    let file = try StudyFile(parsing: "app \(repository.folder.path) \(commit)")
    let study = Study.measure(file, in: StudyWorkspace(cache: cache))
    // NB: let StudyCheckout skip a missing blob and the app is measured without its presenter.
    #expect(
      study.apps.first?.failure
        == "cannot read Login/LoginPresenter.swift at \(commit.prefix(12)) in \(repository.folder.path): "
        + "its blob is missing, even in a fresh clone")
    #expect(Self.paths(in: cache.appendingPathComponent("trees")).isEmpty, "nothing half-made is kept")
  }

  @Test(arguments: ["blob", "tree"])
  func aCachedCloneMissingAnObjectIsClonedAgainAndTheAppMeasured(damage: String) throws {
    let repository = try Self.appWithAssets(gifBytes: 1_000)
    defer { repository.remove() }
    let commit = try repository.commit("screens")
    let cache = Self.cache(for: repository)
    defer { try? FileManager.default.removeItem(at: cache) }
    let clone = cache.appendingPathComponent("repos/\(StudyWorkspace.key(for: repository.folder.path)).git")
    try FileManager.default.createDirectory(at: clone.deletingLastPathComponent(), withIntermediateDirectories: true)
    try repository.git("clone", "--bare", "--quiet", repository.folder.path, clone.path)
    let object = try repository.git("rev-parse", damage == "blob" ? "HEAD:Login/LoginPresenter.swift" : "HEAD:Login")
    try Self.removeObject(object, from: clone)
    let file = try StudyFile(parsing: "app \(repository.folder.path) \(commit)")
    let app = try #require(Study.measure(file, in: StudyWorkspace(cache: cache)).apps.first)
    // NB: drop the second clone in StudyWorkspace.checkout and this reads "cannot read … even in a fresh clone".
    #expect(app.failure == nil)
    #expect(app.screens.map(\.name) == ["Login"])
    #expect((try? repository.git("--git-dir", clone.path, "cat-file", "-e", object)) != nil, "the clone is whole")
  }

  @Test func theLinksACheckoutDidNotMakeAreNamedAgainWhenItsTreeIsReused() throws {
    let repository = try ScratchRepository()
    defer { repository.remove() }
    for (path, text) in mvpScreen("Login", logic: 40, view: 60) { try repository.write(path, text) }
    try FileManager.default.createSymbolicLink(
      atPath: repository.folder.appendingPathComponent("root").path, withDestinationPath: "/")
    let commit = try repository.commit("a link out")
    let cache = Self.cache(for: repository)
    defer { try? FileManager.default.removeItem(at: cache) }
    let file = try StudyFile(parsing: "app \(repository.folder.path) \(commit)")
    let first = Study.measure(file, in: StudyWorkspace(cache: cache))
    try FileManager.default.removeItem(at: repository.folder)
    let second = Study.measure(file, in: StudyWorkspace(cache: cache))
    // NB: keep the skipped links in memory only and the second run names no link.
    #expect(second.apps.first?.skippedPaths == [SkippedPath(path: "root", reason: .linkOutOfTree)])
    #expect(second.apps == first.apps)
  }

  @Test func aLinkNamedAsSourceBringsTheFileItNamesWhateverItsName() throws {
    let repository = try ScratchRepository()
    defer { repository.remove() }
    for (path, text) in mvpScreen("Login", logic: 40, view: 60) { try repository.write(path, text) }
    try repository.write("Shared/helper.txt", "final class LoginHelper {\n  let a = 1\n}\n")
    try FileManager.default.createSymbolicLink(
      atPath: repository.folder.appendingPathComponent("Login/LoginHelper.swift").path,
      withDestinationPath: "../Shared/helper.txt")
    let commit = try repository.commit("a link to a text file")
    let cache = Self.cache(for: repository)
    defer { try? FileManager.default.removeItem(at: cache) }
    let file = try StudyFile(parsing: "app \(repository.folder.path) \(commit)")
    let app = try #require(Study.measure(file, in: StudyWorkspace(cache: cache)).apps.first)
    // NB: write only files of counted names and the link is broken: skipped, two files counted.
    #expect(app.files == 3)
    #expect(app.skippedPaths.isEmpty)
  }

  @Test func linksThatLeadToNoSourceAreNeitherMadeNorNamed() throws {
    let repository = try ScratchRepository()
    defer { repository.remove() }
    for (path, text) in mvpScreen("Login", logic: 40, view: 60) { try repository.write(path, text) }
    try repository.write("AGENTS.md", "# notes\n")
    try repository.write("res/values-he/strings.xml", "<resources/>\n")
    try repository.write("Shared/Util.swift", "enum Util {\n  static let a = 1\n}\n")
    let links = [
      ("AGENT.md", "AGENTS.md"), ("res/values-iw", "values-he"), ("LICENSE.txt", "../LICENSE"),
      ("Login/Shared", "../Shared"),
    ]
    for (link, target) in links {
      try FileManager.default.createSymbolicLink(
        atPath: repository.folder.appendingPathComponent(link).path, withDestinationPath: target)
    }
    let commit = try repository.commit("links to documents, resources and source")
    let cache = Self.cache(for: repository)
    defer { try? FileManager.default.removeItem(at: cache) }
    let file = try StudyFile(parsing: "app \(repository.folder.path) \(commit)")
    let app = try #require(Study.measure(file, in: StudyWorkspace(cache: cache)).apps.first)
    // A link to a document, to a folder of resources, or out of the tree to a document leads to no source: a study
    // neither makes nor names it. A link to a folder of source is made, and the count finds it once.
    // NB: make every link inside the tree in StudyCheckout and AGENT.md and values-iw read "out of the tree".
    #expect(app.skippedPaths.isEmpty)
    let tree = try #require(FileManager.default.contentsOfDirectory(atPath: cache.appendingPathComponent("trees").path)
      .first)
    let paths = Self.paths(in: cache.appendingPathComponent("trees/\(tree)"))
    #expect(paths.contains("Login/Shared"))
    #expect(!paths.contains("AGENT.md") && !paths.contains("res/values-iw"))
  }

  @Test func aSubfolderWithNoSourceFileIsInTheTreeWithNothingToCount() throws {
    let repository = try Self.appWithAssets(gifBytes: 1_000)
    defer { repository.remove() }
    let commit = try repository.commit("screens and assets")
    let cache = Self.cache(for: repository)
    defer { try? FileManager.default.removeItem(at: cache) }
    let file = try StudyFile(
      parsing: "assets \(repository.folder.path) \(commit) Assets\nnone \(repository.folder.path) \(commit) Nothing")
    let study = Study.measure(file, in: StudyWorkspace(cache: cache))
    // NB: drop the look into the commit in StudyWorkspace.inside and Assets reads "no folder Assets in the tree".
    #expect(study.apps[0].failure == "no Swift, Kotlin or Java files in the tree")
    #expect(study.apps[1].failure == "no folder Nothing in the tree")
  }

  @Test(arguments: [
    ("Login", "App/Link", "App/Login"), ("../Shared", "App/Link", "Shared"), ("..", "App/Link", ""),
    ("./a/./b", "Link", "a/b"), ("../..", "App/Link", nil), ("/etc", "Link", nil), ("a/../../x", "Link", nil),
  ])
  func aLinksTargetIsInsideTheTreeOnlyWhenItsDotDotsStayBelowTheTop(target: String, link: String, inside: String?) {
    let resolved = StudyCheckout.resolve(Array(target.utf8), from: Array(link.utf8))
    #expect(resolved.map { String(decoding: $0, as: UTF8.self) } == inside)
  }

  @Test(arguments: [
    ("App/Login.swift", true), ("../Login.swift", false), ("App/../x.swift", false), ("./x.swift", false),
    ("App//x.swift", false), (".git/hooks/x.swift", false), ("App/.GIT/x.swift", false), (".hidden/x.swift", true),
    (".archlab-checkout.json", false),
  ])
  func aTreeEntryIsWrittenOnlyWhenEveryNameOfItsPathIsPlain(path: String, plain: Bool) {
    // NB: drop the `..` check in StudyCheckout.isPlain and a hostile tree writes outside the cache.
    #expect(StudyCheckout.isPlain(Array(path.utf8)) == plain)
  }

  @Test func lsTreeOutputIsReadAsBytesWithEachEntrysKind() {
    let output: [UInt8] =
      Array("100644 blob aaaa\tApp/Login.swift\0120000 blob bbbb\tLink\0160000 commit cccc\tVendor\0".utf8)
      + Array("100755 blob dddd\tbad".utf8) + [0xFF] + Array(".kt\0".utf8)
    let entries = GitTreeEntry.parse(output)
    #expect(entries.map(\.kind) == [.file, .link, .other, .file])
    #expect(entries.map(\.object) == ["aaaa", "bbbb", "cccc", "dddd"])
    #expect(entries[3].path == Array("bad".utf8) + [0xFF] + Array(".kt".utf8))
    #expect(entries.map(\.pathExtension) == ["swift", "", "", "kt"])
  }
}
