import Foundation
import Testing

/// The published study names repositories by URL, and runs offline against
/// local mirrors through git's own `url.<base>.insteadOf`: the same study
/// file, the same bytes.
@Suite struct StudyMirrorTests {
  /// Runs `git arguments…` in `folder`.
  @discardableResult static func git(_ folder: URL, _ arguments: String...) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git", "-C", folder.path, "-c", "user.name=ArchLab", "-c", "user.email=archlab@example.com"]
      + arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { throw CocoaError(.executableLoad) }
    return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
  }

  @Test func aStudyOfURLsRunsOfflineAgainstAMirrorThroughInsteadOf() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("archlab-mirror-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let mirror = root.appendingPathComponent("mirror")
    try FileManager.default.createDirectory(
      at: mirror.appendingPathComponent("Login"), withIntermediateDirectories: true)
    try Data("final class LoginPresenter {\n  let a = 1\n}\n".utf8)
      .write(to: mirror.appendingPathComponent("Login/LoginPresenter.swift"))
    try Data("final class LoginViewController {\n  let a = 1\n  let b = 2\n}\n".utf8)
      .write(to: mirror.appendingPathComponent("Login/LoginViewController.swift"))
    try Self.git(mirror, "init", "--quiet")
    try Self.git(mirror, "add", "-A")
    try Self.git(mirror, "commit", "--quiet", "-m", "one screen")
    let commit = try Self.git(mirror, "rev-parse", "HEAD")
    let url = "https://example.invalid/team/app"
    let studyFile = root.appendingPathComponent("apps.txt")
    try Data("app \(url) \(commit)\n".utf8).write(to: studyFile)
    let config = root.appendingPathComponent("mirrors.gitconfig")
    try Data("[url \"\(mirror.path)\"]\n\tinsteadOf = \(url)\n".utf8).write(to: config)
    func study(_ cache: String, config: URL?) throws -> ArchlabProcess.Result {
      try ArchlabProcess.run(
        ["study", studyFile.path, "--format", "json", "--cache", root.appendingPathComponent(cache).path],
        environment: config.map { ["GIT_CONFIG_GLOBAL": $0.path] } ?? ["GIT_CONFIG_GLOBAL": "/dev/null"])
    }
    let first = try study("one", config: config)
    #expect(first.exitCode == 0, "\(first.stderr)")
    #expect(first.stdout.contains("\"source\" : \"\(url)\""))
    #expect(first.stdout.contains("\"screens\" : ["))
    // From an empty cache again, the same mirror: the same bytes.
    try FileManager.default.removeItem(at: root.appendingPathComponent("one"))
    #expect(try study("one", config: config).stdout == first.stdout)
    // Without the mirror the URL is what git is asked for, and example.invalid resolves to nothing.
    // NB: clone the mirror's path in StudyWorkspace whatever the source says and this measures the app.
    let offline = try study("three", config: nil)
    #expect(offline.exitCode != 0)
    #expect(offline.stderr.contains("cannot clone \(url)"))
  }
}
