import Foundation
import Testing

@testable import ArchCodebase

/// What a study entry names reaches git as a repository or a revision, never as an option or a refspec,
/// even from an entry made in code (the study file's parser refuses these lines first).
@Suite(.enabled(if: ScratchRepository.gitIsInstalled, "needs git"))
struct StudyGitArgumentTests {
  @Test func aSourceThatStartsWithADashIsARepositoryToGitNotAnOption() throws {
    let cache = FileManager.default.temporaryDirectory.appendingPathComponent("archlab-study-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: cache) }
    let source = "--config=core.hooksPath=/tmp@example.com:app"
    var file = try StudyFile(parsing: "dash https://example.com/app.git main")
    file.entries[0] = StudyEntry(label: "dash", source: source, commit: "main")
    let study = Study.measure(file, in: StudyWorkspace(cache: cache))
    let failure = try #require(study.apps.first?.failure)
    let prefix = "cannot clone \(source): "
    #expect(failure.hasPrefix(prefix), "\(failure)")
    // NB: drop the `--` before the source in StudyWorkspace.clone and git takes it for an option, and names
    // the cache folder as the repository that does not exist.
    #expect(failure.dropFirst(prefix.count).contains("--config=core.hooksPath"), "\(failure)")
  }

  @Test func aCommitWithAColonIsRefusedAndCreatesNoRef() throws {
    let repository = try ScratchRepository()
    defer { repository.remove() }
    for (path, text) in mvpScreen("Login", logic: 40, view: 60) { try repository.write(path, text) }
    try repository.commit("one screen")
    let cache = FileManager.default.temporaryDirectory.appendingPathComponent("archlab-study-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: cache) }
    var file = try StudyFile(parsing: "colon \(repository.folder.path) HEAD")
    file.entries[0].commit = "HEAD:refs/heads/planted"
    let entry = file.entries[0]
    let study = Study.measure(file, in: StudyWorkspace(cache: cache))
    #expect(study.apps.first?.failure == "commit HEAD:refs/heads/planted holds a ':': name one commit, tag or branch")
    // NB: without the check, `git fetch origin HEAD:refs/heads/planted` makes the ref in the cached clone.
    let clone = cache.appendingPathComponent("repos/\(StudyWorkspace.key(for: entry.location)).git")
    let planted = clone.appendingPathComponent("refs/heads/planted").path
    #expect(!FileManager.default.fileExists(atPath: planted))
  }
}
