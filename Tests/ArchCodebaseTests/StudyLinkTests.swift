import Foundation
import Testing

@testable import ArchCodebase

/// A studied tree is not the user's: a symbolic link that leads out of it
/// is named, never followed, in a folder and in a commit checked out of git.
@Suite(.enabled(if: ScratchRepository.gitIsInstalled, "needs git"))
struct StudyLinkTests {
  /// A private file outside every tree, and the links a hostile repository
  /// would hold: to `/`, to `../..`, to the private file as Swift.
  static func plantLinks(in repository: ScratchRepository, privateFile: URL) throws {
    for (path, text) in mvpScreen("Login", logic: 40, view: 60) { try repository.write(path, text) }
    let manager = FileManager.default
    try manager.createSymbolicLink(
      atPath: repository.folder.appendingPathComponent("root").path, withDestinationPath: "/")
    try manager.createSymbolicLink(
      atPath: repository.folder.appendingPathComponent("Login/up").path, withDestinationPath: "../..")
    try manager.createSymbolicLink(
      atPath: repository.folder.appendingPathComponent("Login/Secret.swift").path,
      withDestinationPath: privateFile.path)
    // A link inside the tree is followed as before.
    try manager.createSymbolicLink(
      atPath: repository.folder.appendingPathComponent("Again").path, withDestinationPath: "Login")
  }

  static let outOfTree: Set<String> = ["Login/Secret.swift", "Login/up", "root"]

  @Test(arguments: [false, true])
  func aLinkOutOfTheTreeIsNamedNeverFollowed(checkedOut: Bool) throws {
    let repository = try ScratchRepository()
    defer { repository.remove() }
    let privateFile = repository.folder.deletingLastPathComponent()
      .appendingPathComponent("archlab-private-\(UUID().uuidString).swift")
    try Data("final class PrivateViewController {}\n".utf8).write(to: privateFile)
    defer { try? FileManager.default.removeItem(at: privateFile) }
    try Self.plantLinks(in: repository, privateFile: privateFile)
    let commit = try repository.commit("links")
    let cache = repository.folder.deletingLastPathComponent()
      .appendingPathComponent("\(repository.folder.lastPathComponent)-cache")
    defer { try? FileManager.default.removeItem(at: cache) }
    let file = try StudyFile(parsing: "app \(repository.folder.path) \(checkedOut ? commit : "-")")
    // NB: drop `confinedToRoots: true` in StudyApp and this walks the whole machine from `root`.
    let app = try #require(Study.measure(file, in: StudyWorkspace(cache: cache)).apps.first)
    #expect(app.failure == nil)
    #expect(app.files == 2, "Login's presenter and view controller, once each")
    #expect(app.screens.map(\.name) == ["Login"])
    let skipped = app.skippedPaths.filter { $0.reason == .linkOutOfTree }.map(\.path)
    #expect(Set(skipped) == Self.outOfTree)
    #expect(app.skipped == app.skippedPaths.count)
  }

  @Test func theStudysTextAndHTMLNameEachLinkItDidNotFollow() throws {
    var app = StudyApp(entry: StudyEntry(label: "app", source: "/tmp/app", line: 1), measuredCommit: nil, screens: [])
    app.skippedPaths = [SkippedPath(path: "root", reason: .linkOutOfTree)]
    let study = Study(apps: [app])
    let line = "app: root: symbolic link out of the tree, not followed"
    #expect(StudyText(study: study).plain().contains(line))
    #expect(StudyText(study: study).markdown().contains("- " + line))
    #expect(StudyHTML(study: study).render().contains("<li>\(line)</li>"))
  }

  @Test func aStudyWrittenBeforeSkippedPathsWereNamedStillReads() throws {
    let app = StudyApp(entry: StudyEntry(label: "app", source: "/tmp/app", line: 1), measuredCommit: nil, screens: [])
    let json = Data(Study(apps: [app]).json().utf8)
    var object = try #require(JSONSerialization.jsonObject(with: json) as? [String: Any])
    var apps = try #require(object["apps"] as? [[String: Any]])
    apps[0]["skippedPaths"] = nil
    object["apps"] = apps
    let older = try JSONSerialization.data(withJSONObject: object)
    #expect(!String(decoding: older, as: UTF8.self).contains("skippedPaths"))
    #expect(try Study(json: older).apps == [app])
  }
}
