import Foundation

/// Where a report came from: which ArchLab made it, from which commit,
/// and when. With the report's machine and command, it says what a reader
/// needs to reproduce a figure.
///
/// The date honours `SOURCE_DATE_EPOCH` (seconds since 1970, the
/// reproducible-builds convention), so a run can be made byte-identical.
public struct Provenance: Sendable, Codable, Equatable, CustomStringConvertible {
  /// The version of this build of ArchLab.
  public static let archLabVersion = "0.2.0-dev"

  /// The ArchLab version that made the report.
  public var version: String
  /// The git commit of the checkout it ran from, if it ran from one.
  public var commit: String?
  /// When, in ISO 8601, UTC (`2026-12-01T13:00:00Z`).
  public var date: String

  /// A provenance.
  public init(version: String = Provenance.archLabVersion, commit: String?, date: String) {
    self.version = version
    self.commit = commit
    self.date = date
  }

  /// This run's: this build's version, the commit of the checkout around
  /// `folder` (ArchLab's own sources unless given, so a run inside another
  /// repository never reports that repository's commit as ArchLab's), and
  /// now (or `SOURCE_DATE_EPOCH`).
  public static func current(
    in folder: URL = URL(fileURLWithPath: #filePath).deletingLastPathComponent(),
    environment: [String: String] = ProcessInfo.processInfo.environment, now: Date = Date()
  ) -> Provenance {
    let epoch = environment["SOURCE_DATE_EPOCH"].flatMap(TimeInterval.init)
    let date = epoch.map { Date(timeIntervalSince1970: $0) } ?? now
    let formatter = ISO8601DateFormatter()
    formatter.timeZone = TimeZone(identifier: "UTC")
    return Provenance(commit: GitCheckout.commit(around: folder), date: formatter.string(from: date))
  }

  /// `ArchLab 0.2.0-dev, commit 1a2b3c4d5e6f, 2026-12-01T13:00:00Z`.
  public var description: String {
    "ArchLab \(version)" + (commit.map { ", commit \($0.prefix(12))" } ?? "") + ", \(date)"
  }
}

/// Reads the commit a git checkout is at from its files, without running
/// git: `.git/HEAD`, then the ref it names, loose or packed.
enum GitCheckout {
  /// The commit of the checkout `folder` is in, or `nil` outside one.
  static func commit(around folder: URL) -> String? {
    var folder = folder.standardizedFileURL
    for _ in 0..<64 {
      if let gitFolder = gitFolder(in: folder) { return commit(inGitFolder: gitFolder) }
      let parent = folder.deletingLastPathComponent()
      if parent.path == folder.path { return nil }
      folder = parent
    }
    return nil
  }

  /// `folder/.git` when it is a git folder, or the folder a `.git` file
  /// (a worktree's or a submodule's) points to.
  static func gitFolder(in folder: URL) -> URL? {
    let dotGit = folder.appendingPathComponent(".git")
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: dotGit.path, isDirectory: &isFolder) else { return nil }
    if isFolder.boolValue { return dotGit }
    guard let text = try? String(contentsOf: dotGit, encoding: .utf8), text.hasPrefix("gitdir:") else { return nil }
    let path = text.dropFirst("gitdir:".count).trimmingCharacters(in: .whitespacesAndNewlines)
    return path.hasPrefix("/") ? URL(fileURLWithPath: path) : folder.appendingPathComponent(path)
  }

  static func commit(inGitFolder git: URL) -> String? {
    guard let head = read(git.appendingPathComponent("HEAD")) else { return nil }
    guard head.hasPrefix("ref:") else { return isCommit(head) ? head : nil }
    let ref = head.dropFirst("ref:".count).trimmingCharacters(in: .whitespaces)
    // A worktree keeps its HEAD but shares refs with the main repository.
    let common = read(git.appendingPathComponent("commondir")).map { path in
      path.hasPrefix("/") ? URL(fileURLWithPath: path) : git.appendingPathComponent(path)
    } ?? git
    for folder in [git, common] {
      if let loose = read(folder.appendingPathComponent(ref)), isCommit(loose) { return loose }
      if let packed = read(folder.appendingPathComponent("packed-refs")) {
        for line in packed.split(separator: "\n") where line.hasSuffix(" " + ref) {
          let hash = String(line.prefix { $0 != " " })
          if isCommit(hash) { return hash }
        }
      }
    }
    return nil
  }

  static func read(_ url: URL) -> String? {
    (try? String(contentsOf: url, encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// A SHA-1 (40 hex digits) or SHA-256 (64) object name.
  static func isCommit(_ text: String) -> Bool {
    (text.count == 40 || text.count == 64) && text.allSatisfy(\.isHexDigit)
  }
}
