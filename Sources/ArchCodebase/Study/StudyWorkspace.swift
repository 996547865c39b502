import Foundation

/// Where a study finds each app's tree: a folder measured in place, or a
/// git repository cloned once into a cache folder and checked out at the
/// commit asked for, never the working tree of a repository given a commit.
///
/// Clones are bare and reused across runs (fetched again when a commit
/// is missing, and cloned again once when a commit's tree or a source
/// file's blob is missing from them); each commit's source files are
/// written under `trees/` (`StudyCheckout`: Swift, Kotlin and Java files
/// and the links inside the tree, read from the object store, no asset),
/// so a second run of the same study reads the disk only.
///
/// ```swift
/// let workspace = StudyWorkspace(cache: StudyWorkspace.defaultCache)
/// let tree = try workspace.tree(for: entry)  // tree.folder, tree.commit
/// ```
public final class StudyWorkspace: Sendable {
  /// The cache folder: `repos/` holds the clones, `trees/` the checkouts.
  public let cache: URL
  /// One lock per repository, so two apps of one repository never clone
  /// or check out into it at once.
  let locks = RepositoryLocks()

  /// A workspace caching under `cache`.
  public init(cache: URL) { self.cache = cache }

  /// `archlab/study` in the user's cache folder (`~/.cache` on Linux,
  /// `~/Library/Caches` on macOS).
  public static var defaultCache: URL {
    let base =
      FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask).first
      ?? FileManager.default.temporaryDirectory
    return base.appendingPathComponent("archlab/study", isDirectory: true)
  }

  /// The tree to measure for `entry`, and the commit it is at (`nil` for
  /// a plain folder).
  package func tree(for entry: StudyEntry) throws(StudyAppFailure) -> StudyTree {
    // An entry made in code has not met the study file's parser.
    if let commit = entry.commit, let problem = StudyEntry.problem(commit: commit) {
      throw StudyAppFailure(problem)
    }
    if entry.commit == nil && !entry.isRemote {
      let folder = URL(fileURLWithPath: entry.location, isDirectory: true)
      guard FileManager.default.fileExists(atPath: folder.path) else {
        throw StudyAppFailure("no such folder: \(entry.source)")
      }
      return StudyTree(folder: try inside(folder, entry), commit: Self.workingTreeCommit(of: folder))
    }
    let key = Self.key(for: entry.location)
    return try locks.withLock(key) { () throws(StudyAppFailure) -> StudyTree in
      let repository = try clone(entry, key: key)
      let commit = try resolve(entry.commit ?? "HEAD", in: repository, entry: entry)
      let folder = try checkout(commit, of: repository, entry: entry, key: key)
      let skipped = StudyCheckout.skipped(in: folder)
      let top = try inside(folder, entry, skipped: skipped) { Self.isFolder($0, of: commit, in: repository) }
      return StudyTree(folder: top, commit: commit, skipped: Self.skipped(skipped, below: entry.subfolder))
    }
  }

  /// The entry's subfolder of `root`, which must exist; `skipped` names
  /// the links a checkout did not make, `inCommit` says whether a folder
  /// it did not write is in the commit.
  private func inside(
    _ root: URL, _ entry: StudyEntry, skipped: [SkippedPath] = [], inCommit: (String) -> Bool = { _ in false }
  ) throws(StudyAppFailure) -> URL {
    guard let subfolder = entry.subfolder else { return root }
    let names = subfolder.split(separator: "/").filter { $0 != "." }
    let outOfTree = skipped.filter { $0.reason == .linkOutOfTree }.map { $0.path.split(separator: "/") }
    if outOfTree.contains(where: { names.starts(with: $0) }) {
      throw StudyAppFailure("subfolder \(subfolder) is a link that leads out of the tree")
    }
    let folder = root.appendingPathComponent(subfolder, isDirectory: true)
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else {
      // A folder of the commit with no source file is not written: it is there, with nothing to count.
      if inCommit(names.joined(separator: "/")) { throw StudyAppFailure("no Swift, Kotlin or Java files in the tree") }
      throw StudyAppFailure("no folder \(subfolder) in the tree")
    }
    // A repository may hold a link named as the subfolder: it must not lead out of the tree.
    let real = folder.resolvingSymlinksInPath().path
    let top = root.resolvingSymlinksInPath().path
    guard real == top || real.hasPrefix(top.hasSuffix("/") ? top : top + "/") else {
      throw StudyAppFailure("subfolder \(subfolder) is a link that leads out of the tree")
    }
    return folder
  }

  /// The bare clone of the entry's source, made on first use.
  private func clone(_ entry: StudyEntry, key: String) throws(StudyAppFailure) -> URL {
    let repository = cache.appendingPathComponent("repos/\(key).git", isDirectory: true)
    if FileManager.default.fileExists(atPath: repository.appendingPathComponent("HEAD").path) { return repository }
    Self.sweepPartials(in: repository.deletingLastPathComponent(), key: key)
    let partial = try freshClone(entry, key: key, failure: "cannot clone")
    do {
      try Self.move(partial, to: repository)
    } catch {
      try? FileManager.default.removeItem(at: partial)
      throw StudyAppFailure("cannot clone \(entry.redactedSource): \(Git.reason(error))")
    }
    return repository
  }

  /// A new bare clone of the entry's source in a partial folder of `repos/`.
  func freshClone(_ entry: StudyEntry, key: String, failure: String) throws(StudyAppFailure) -> URL {
    let partial = cache.appendingPathComponent("repos/\(key).partial-\(UUID().uuidString)", isDirectory: true)
    do {
      try FileManager.default.createDirectory(
        at: partial.deletingLastPathComponent(), withIntermediateDirectories: true)
      // After `--`, a source starting with '-' is a repository to git, never an option.
      _ = try Git.run(["clone", "--bare", "--quiet", "--", entry.location, partial.path])
    } catch {
      try? FileManager.default.removeItem(at: partial)
      throw StudyAppFailure("\(failure) \(entry.redactedSource): \(Git.reason(error))")
    }
    return partial
  }

  /// The full commit `name` names in `repository`, fetching once if the
  /// clone does not have it yet.
  private func resolve(_ name: String, in repository: URL, entry: StudyEntry) throws(StudyAppFailure) -> String {
    let ask = [
      "--git-dir", repository.path, "rev-parse", "--verify", "--quiet", "--end-of-options", "\(name)^{commit}",
    ]
    // A commit's name never moves: a cached clone that has it is right. A
    // branch, a tag or HEAD may have moved since the clone: fetch first
    // (a branch may be named in hex digits too: a ref of that name is a ref).
    let isRef = ["refs/heads/\(name)", "refs/tags/\(name)"].contains { ref in
      (try? Git.run(["--git-dir", repository.path, "show-ref", "--verify", "--quiet", ref])) != nil
    }
    let isCommitName = !isRef && (7...40).contains(name.count) && name.allSatisfy(\.isHexDigit)
    let fetch = [
      "--git-dir", repository.path, "fetch", "--quiet", "origin", "+refs/heads/*:refs/heads/*",
      "+refs/tags/*:refs/tags/*",
    ]
    if isCommitName, let commit = try? Git.run(ask) { return commit }
    // Unreachable now (offline): the clone's own refs still answer.
    _ = try? Git.run(fetch)
    if let commit = try? Git.run(ask) { return commit }
    // A commit no branch reaches any more can still be fetched by its name.
    _ = try? Git.run(["--git-dir", repository.path, "fetch", "--quiet", "--", "origin", name])
    if let commit = try? Git.run(ask) { return commit }
    throw StudyAppFailure("no commit, tag or branch \(name) in \(entry.redactedSource)")
  }

  /// How old a half-made clone or checkout must be before a run takes it
  /// for one an interrupted run left (a running one is younger).
  static let abandonedAfter: TimeInterval = 3_600

  /// Removes the `key` partial folders in `folder` that an interrupted run
  /// left behind: those older than ``abandonedAfter``.
  static func sweepPartials(in folder: URL, key: String, now: Date = Date()) {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    for name in names where name.hasPrefix("\(key).partial-") {
      let url = folder.appendingPathComponent(name)
      let modified = (try? FileManager.default.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date
      if let modified, now.timeIntervalSince(modified) > abandonedAfter { try? FileManager.default.removeItem(at: url) }
    }
  }

  /// Moves a finished `partial` folder into place; when another run sharing
  /// the cache put the same one there first, keeps theirs.
  static func move(_ partial: URL, to destination: URL) throws {
    do {
      try FileManager.default.moveItem(at: partial, to: destination)
    } catch {
      guard FileManager.default.fileExists(atPath: destination.path) else { throw error }
      try? FileManager.default.removeItem(at: partial)
    }
  }

  /// The commit of a folder that is a repository's root, marked as its
  /// working tree; `nil` for a plain folder, or one inside another's tree
  /// (a fixture inside a project is not that project at its HEAD).
  static func workingTreeCommit(of folder: URL) -> String? {
    guard let root = try? Git.run(["-C", folder.path, "rev-parse", "--show-toplevel"]),
      URL(fileURLWithPath: root).standardizedFileURL.resolvingSymlinksInPath().path
        == folder.standardizedFileURL.resolvingSymlinksInPath().path,
      let head = try? Git.run(["-C", folder.path, "rev-parse", "--verify", "--quiet", "HEAD"])
    else { return nil }
    return head + " (working tree)"
  }

  /// A folder name for `source`: its last part and a hash of all of it.
  static func key(for source: String) -> String {
    let last = source.split(whereSeparator: { $0 == "/" || $0 == ":" }).last.map(String.init) ?? "repo"
    let name = last.hasSuffix(".git") ? String(last.dropLast(4)) : last
    let safe = String(name.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "_" }.prefix(40))
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325  // FNV-1a: stable across runs, unlike Hasher
    for byte in source.utf8 {
      hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
    }
    return "\(safe)-\(String(hash, radix: 16))"
  }
}

/// The tree a study measures for one app.
package struct StudyTree: Sendable, Equatable {
  /// The folder to count.
  package var folder: URL
  /// The commit it is at; `nil` for a folder that is not a repository.
  package var commit: String?
  /// Paths of the commit not written to `folder`, relative to it, and
  /// why: links that lead out of the tree, names that cannot be written.
  /// A count lists them with the paths it could not count.
  package var skipped: [SkippedPath] = []
}

/// Why one app of a study could not be measured.
package struct StudyAppFailure: Error, Equatable, CustomStringConvertible {
  /// What went wrong, in a line.
  package var description: String

  init(_ description: String) { self.description = description }
}
