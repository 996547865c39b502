import Foundation

extension StudyWorkspace {
  /// The source files of `commit`, written once under `trees/`; a clone
  /// that lacks a tree or a source blob the commit needs is cloned again,
  /// once per repository in this workspace, and the checkout tried again.
  func checkout(
    _ commit: String, of repository: URL, entry: StudyEntry, key: String
  ) throws(StudyAppFailure) -> URL {
    let trees = cache.appendingPathComponent("trees", isDirectory: true)
    let folder = trees.appendingPathComponent("\(key)-\(commit.prefix(12))", isDirectory: true)
    if FileManager.default.fileExists(atPath: folder.path) { return folder }
    Self.sweepPartials(in: trees, key: key)
    guard var problem = try write(commit, of: repository, into: folder, key: key) else { return folder }
    // Another object missing from a fresh clone is missing from the source: say so at once.
    if locks.firstReclone(of: key) {
      try reclone(entry, as: repository, key: key)
      guard let again = try write(commit, of: repository, into: folder, key: key) else { return folder }
      problem = again
    }
    let at = "at \(commit.prefix(12)) in \(entry.redactedSource)"
    switch problem {
    case .damaged(let reason):
      throw StudyAppFailure("cannot read the tree \(at), even in a fresh clone: \(reason)")
    case .missing(let paths):
      let more = paths.count > 1 ? " (and \(paths.count - 1) more)" : ""
      throw StudyAppFailure(
        "cannot read \(paths[0].escapedControls)\(more) \(at): its blob is missing, even in a fresh clone")
    }
  }

  /// Writes `commit`'s source files into a partial folder, then moves it
  /// into place as `folder`; returns the problem a fresh clone may cure.
  private func write(
    _ commit: String, of repository: URL, into folder: URL, key: String
  ) throws(StudyAppFailure) -> StudyCheckout.Problem? {
    let trees = folder.deletingLastPathComponent()
    let partial = trees.appendingPathComponent("\(key).partial-\(UUID().uuidString)", isDirectory: true)
    do {
      try FileManager.default.createDirectory(at: partial, withIntermediateDirectories: true)
      _ = try StudyCheckout(
        commit: commit, repository: repository, into: partial, scratch: URL(fileURLWithPath: partial.path + ".list"))
      try Self.move(partial, to: folder)
      return nil
    } catch let problem as StudyCheckout.Problem {
      try? FileManager.default.removeItem(at: partial)
      return problem
    } catch {
      try? FileManager.default.removeItem(at: partial)
      throw StudyAppFailure("cannot check out \(commit.prefix(12)): \(Git.reason(error))")
    }
  }

  /// Replaces the clone at `repository` with a new one of the entry's source.
  private func reclone(_ entry: StudyEntry, as repository: URL, key: String) throws(StudyAppFailure) {
    let fresh = try freshClone(entry, key: key, failure: "cannot clone again")
    // The damaged clone is moved aside under a partial name, so a crash leaves it to be swept.
    let aside = repository.deletingLastPathComponent()
      .appendingPathComponent("\(key).partial-\(UUID().uuidString)", isDirectory: true)
    do {
      try FileManager.default.moveItem(at: repository, to: aside)
      try Self.move(fresh, to: repository)
    } catch {
      try? FileManager.default.removeItem(at: fresh)
      throw StudyAppFailure("cannot clone again \(entry.redactedSource): \(Git.reason(error))")
    }
    try? FileManager.default.removeItem(at: aside)
  }

  /// The paths of `skipped` below `subfolder` (all when `nil`), relative
  /// to it, as a count names what it meets: none in a hidden folder, which
  /// it never walks.
  static func skipped(_ skipped: [SkippedPath], below subfolder: String?) -> [SkippedPath] {
    let top = (subfolder ?? "").split(separator: "/").filter { $0 != "." }
    return skipped.compactMap { note in
      let names = note.path.split(separator: "/")
      guard names.count > top.count, names.starts(with: top) else { return nil }
      let rest = names.dropFirst(top.count)
      guard !rest.contains(where: { $0.hasPrefix(".") }) else { return nil }
      return SkippedPath(path: rest.joined(separator: "/"), reason: note.reason)
    }
  }

  /// Whether `path` (relative, no `.` or `..`) is a folder of `commit`.
  static func isFolder(_ path: String, of commit: String, in repository: URL) -> Bool {
    (try? Git.run(["--git-dir", repository.path, "cat-file", "-t", "\(commit):\(path)"])) == "tree"
  }
}
