import Foundation

/// A commit's source files written into a folder straight from a clone's
/// object store: the Swift, Kotlin and Java files a study counts, and the
/// tree's symbolic links that stay inside it. No other blob is read, so an
/// asset missing from a repository's history (a gif, a model file) never
/// fails an app, and a study's cache holds source, not assets.
///
/// Blobs are written as committed: no checkout filter runs, so a Git LFS
/// file stays its pointer, which the count names and leaves out.
/// Submodules are not entered. A link whose target leaves the tree (an
/// absolute path, or `..` above its top, read without resolving other
/// links) is not made but listed in ``skipped``, as the count lists a link
/// out of the tree it meets; the count still resolves every link it
/// follows. A link named as source is a file the count reads, so the file
/// it names is written too, whatever its name.
struct StudyCheckout {
  /// Why the clone could not give the checkout what it needs.
  enum Problem: Error, Equatable {
    /// The commit, one of its trees or a blob cannot be read: git's words.
    case damaged(String)
    /// Source files and links whose blobs the clone lacks: their paths, sorted.
    case missing([String])
  }

  /// The hidden file at the top of a checkout that keeps ``skipped`` for
  /// later runs (the walk leaves hidden files alone).
  static let notesName = ".archlab-checkout.json"

  /// Paths of the tree not written, and why, relative to its top.
  private(set) var skipped: [SkippedPath] = []

  /// Writes the source files of `commit` in `repository` into `folder`,
  /// which exists and is empty; `scratch` is a file path it may use.
  ///
  /// - Throws: a ``Problem`` when the clone lacks what the checkout needs;
  ///   any other error when the folder cannot be written.
  init(commit: String, repository: URL, into folder: URL, scratch: URL) throws {
    let entries: [GitTreeEntry]
    do {
      entries = try GitTreeEntry.entries(of: commit, in: repository)
    } catch {
      throw Problem.damaged(Git.reason(error))
    }
    var byPath: [[UInt8]: GitTreeEntry] = [:]
    for entry in entries { byPath[entry.path] = entry }
    let counted = SourceLanguage.extensions(of: SourceLanguage.allCases)
    var files: [GitTreeEntry] = []
    var links: [GitTreeEntry] = []
    for entry in entries where entry.kind == .link || (entry.kind == .file && counted.contains(entry.pathExtension)) {
      // `..`, `.git` or an empty name: git refuses to check these out, and so does a study.
      guard Self.isPlain(entry.path) else {
        skipped.append(SkippedPath(path: entry.shownPath, reason: .unreadable))
        continue
      }
      if entry.kind == .link { links.append(entry) } else { files.append(entry) }
    }
    var missing: [String] = []
    var targets: [[UInt8]: [UInt8]] = [:]
    try Self.read(links, from: repository, scratch) { index, bytes in
      guard let bytes else { return missing.append(links[index].shownPath) }
      targets[links[index].path] = bytes
    }
    var made: [(path: [UInt8], target: [UInt8])] = []
    var folderLinks: [(path: [UInt8], target: [UInt8], resolved: [UInt8])] = []
    var wanted = Set(files.map(\.path))
    for link in links {
      guard let target = targets[link.path] else { continue }
      // A link named as a document (`AGENT.md`, `LICENSE.txt`) leads to no source, wherever it points.
      let named = counted.contains(link.pathExtension)
      guard named || link.pathExtension.isEmpty else { continue }
      guard let resolved = Self.resolve(target, from: link.path) else {
        skipped.append(SkippedPath(path: link.shownPath, reason: .linkOutOfTree))
        continue
      }
      guard named else {
        folderLinks.append((link.path, target, resolved))
        continue
      }
      made.append((link.path, target))
      guard let file = Self.file(at: link.path, byPath, targets), Self.isPlain(file.path),
        wanted.insert(file.path).inserted
      else { continue }
      files.append(file)
    }
    // A link to a folder is made only where the folder holds source (`res/values-iw` → `values-he` holds none).
    let sourceFolders = Self.folders(of: wanted)
    for link in folderLinks where sourceFolders.contains(link.resolved) { made.append((link.path, link.target)) }
    var checkout = CheckoutFolder(folder)
    try Self.read(files, from: repository, scratch) { index, bytes in
      guard let bytes else { return missing.append(files[index].shownPath) }
      if let reason = try checkout.makeFile(files[index].path, bytes) {
        skipped.append(SkippedPath(path: files[index].shownPath, reason: reason))
      }
    }
    guard missing.isEmpty else { throw Problem.missing(missing.sorted()) }
    // Links last: no file is ever written through one.
    for (path, target) in made {
      if let reason = try checkout.makeLink(path, to: target) {
        skipped.append(SkippedPath(path: String(decoding: path, as: UTF8.self), reason: reason))
      }
    }
    skipped.sort { ($0.path, $0.reason.rawValue) < ($1.path, $1.reason.rawValue) }
    if !skipped.isEmpty {
      try JSONEncoder().encode(skipped).write(to: folder.appendingPathComponent(Self.notesName))
    }
  }

  /// Every folder above any of `paths`, as paths from the tree's top.
  static func folders(of paths: Set<[UInt8]>) -> Set<[UInt8]> {
    var folders: Set<[UInt8]> = []
    for path in paths {
      var end = path.lastIndex(of: UInt8(ascii: "/"))
      while let slash = end, folders.insert(Array(path[..<slash])).inserted {
        end = path[..<slash].lastIndex(of: UInt8(ascii: "/"))
      }
    }
    return folders
  }

  /// The blobs of `entries`, each handed to `each`; git failing is a
  /// damaged clone, `each` failing is not.
  private static func read(
    _ entries: [GitTreeEntry], from repository: URL, _ scratch: URL, each: (Int, [UInt8]?) throws -> Void
  ) throws {
    do {
      try GitBlobStream.read(entries.map(\.object), in: repository, list: scratch, each: each)
    } catch let failure as Git.Failure {
      throw Problem.damaged(failure.description)
    }
  }

  /// What a checkout made earlier in `folder` did not write.
  static func skipped(in folder: URL) -> [SkippedPath] {
    guard let data = try? Data(contentsOf: folder.appendingPathComponent(notesName)) else { return [] }
    return (try? JSONDecoder().decode([SkippedPath].self, from: data)) ?? []
  }

  /// Whether every name of `path` may be written: none empty, `.`, `..`
  /// or `.git`, and the path not the checkout's own notes.
  static func isPlain(_ path: [UInt8]) -> Bool {
    path != Array(notesName.utf8)
      && path.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false).allSatisfy { name in
        !name.isEmpty && !name.elementsEqual(".".utf8) && !name.elementsEqual("..".utf8)
          && String(decoding: name, as: UTF8.self).lowercased() != ".git"
      }
  }

  /// The path from the tree's top that `target`, a link's at `link`,
  /// names: `..` taken as written; `nil` when it leaves the tree.
  static func resolve(_ target: [UInt8], from link: [UInt8]) -> [UInt8]? {
    guard let first = target.first, first != UInt8(ascii: "/") else { return nil }
    var names = link.split(separator: UInt8(ascii: "/")).dropLast().map(Array.init)
    for name in target.split(separator: UInt8(ascii: "/")) {
      if name.elementsEqual(".".utf8) { continue }
      if name.elementsEqual("..".utf8) {
        guard names.popLast() != nil else { return nil }
      } else {
        names.append(Array(name))
      }
    }
    return Array(names.joined(separator: [UInt8(ascii: "/")]))
  }

  /// The file a link at `link` leads to through the tree's own links, if
  /// it is one.
  private static func file(
    at link: [UInt8], _ byPath: [[UInt8]: GitTreeEntry], _ targets: [[UInt8]: [UInt8]]
  ) -> GitTreeEntry? {
    var path = link
    // As many hops as the system follows (40 on Linux, 32 on macOS).
    for _ in 0..<40 {
      guard let target = targets[path], let next = resolve(target, from: path), let entry = byPath[next] else {
        return nil
      }
      if entry.kind == .file { return entry }
      path = next
    }
    return nil
  }
}
