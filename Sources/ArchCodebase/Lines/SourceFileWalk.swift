import Foundation

/// The source files at the paths given to a report, found on disk: each
/// named file, and every file of a counted language (``countedExtensions``)
/// below each named folder, outside hidden files and folders. Files of
/// languages ArchLab does not count (Objective-C, C, …) are listed apart in
/// ``uncounted``, so nothing is dropped silently.
///
/// Symbolic links are followed, to files and to folders. Each folder is
/// walked once (known by its device and inode), so links that loop end.
/// Linked folders are walked after all real ones, so that a file is shown
/// by its own path when it has one; a file reached twice has one entry,
/// under its own path if possible, else the first in path order. What
/// cannot be looked at — an unreadable folder, a FIFO or device named
/// `*.swift`, a broken `*.swift` link — is listed in ``skipped``, never
/// dropped; nothing is opened here.
///
/// A walk ``confined`` to its paths follows a link only when its target is
/// inside the path it was found under; any other link is listed in
/// ``skipped`` as ``SkippedPath/Reason/linkOutOfTree``, never opened: a tree
/// that is not the user's (a study's repository) cannot make it read
/// `/etc/passwd` or walk the machine.
struct SourceFileWalk {
  /// The extensions of the files to count, `swift` by default.
  let countedExtensions: Set<String>
  /// The files to count, sorted by path, each by the path to show it by:
  /// sorted once, at the end of the walk (a progress line asks for the
  /// count every 200 files; sorting then made a walk of n files n² log n).
  private(set) var files: [URL] = []
  /// What could not be looked at, and why.
  private(set) var skipped: [(url: URL, reason: SkippedPath.Reason)] = []
  /// Regular files of a language that is not counted, sorted by path.
  private(set) var uncounted: [URL] = []

  /// `urls` sorted by path, each path computed once (a URL's `path` is
  /// not stored, and a sort asks for it n log n times).
  static func sortedByPath(_ urls: [URL]) -> [URL] {
    urls.map { ($0.path, $0) }.sorted { $0.0 < $1.0 }.map(\.1)
  }

  private var uncountedFound: [FileStatus.Identity: URL] = [:]

  private var found: [FileStatus.Identity: (url: URL, viaLink: Bool)] = [:]
  private var walked: Set<FileStatus.Identity> = []
  private var linkedFolders: [(url: URL, identity: FileStatus.Identity, top: String?)] = []

  /// Walks `paths`.
  ///
  /// - Throws: `CocoaError(.fileReadNoSuchFile)` for a path that does not
  ///   exist (or is a link to nothing).
  init(_ paths: [URL], countedExtensions: Set<String> = ["swift"], confined: Bool = false) throws {
    self.countedExtensions = countedExtensions
    for url in paths {
      // The tree's own path, links resolved: a confined walk's links must lead below it.
      let top = confined ? Self.canonical(url.path) : nil
      switch FileStatus.of(url.path) {
      case .failure(.missing):
        throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: url.path])
      case .failure(let failure):
        skipped.append((url, SkippedPath.Reason(failure)))
      case .success(let status):
        switch status.kind {
        case .folder: walk(url, status.identity, viaLink: false, top: top)
        case .regular: add(url, status.identity, viaLink: false)
        case .other: skipped.append((url, .notARegularFile))
        }
      }
    }
    var next = 0
    while next < linkedFolders.count {
      let (url, identity, top) = linkedFolders[next]
      next += 1
      walk(url, identity, viaLink: true, top: top)
    }
    files = Self.sortedByPath(found.values.map(\.url))
    uncounted = Self.sortedByPath(Array(uncountedFound.values))
  }

  /// `path` with every link on the way resolved (`realpath`); `nil` when it
  /// leads nowhere.
  static func canonical(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// Whether the link at `path` leads inside `top` (any path when `top` is
  /// `nil`: the walk is not confined).
  private static func leadsInside(_ path: String, _ top: String?) -> Bool {
    guard let top else { return true }
    guard let target = canonical(path) else { return false }
    return target == top || target.hasPrefix(top == "/" ? top : top + "/")
  }

  private mutating func walk(_ folder: URL, _ identity: FileStatus.Identity, viaLink: Bool, top: String?) {
    guard walked.insert(identity).inserted else { return }
    let listing: FolderListing
    do {
      listing = try FolderListing(folder.path)
    } catch {
      skipped.append((folder, SkippedPath.Reason(readError: error)))
      return
    }
    for entry in listing.undecodable where !entry.shown.hasPrefix(".") {
      // No String names it, so it cannot be opened by path: name it, when it may be source code.
      let url = folder.appendingPathComponent(entry.shown)
      if entry.kind == .folder || countedExtensions.contains(url.pathExtension) {
        skipped.append((url, .nameNotUTF8))
      }
    }
    for name in listing.names.sorted() where !name.hasPrefix(".") {
      let url = folder.appendingPathComponent(name)
      let isCounted = countedExtensions.contains(url.pathExtension)
      let isLink = FileStatus.isLink(url.path)
      if isLink, !Self.leadsInside(url.path, top) {
        // Never looked through, whatever it names: its target may be anything on the machine.
        skipped.append((url, .linkOutOfTree))
        continue
      }
      switch FileStatus.of(url.path) {
      case .failure(.permissionDenied) where isLink:
        // A link into a folder nobody may search: name the link, go on.
        skipped.append((url, .permissionDenied))
      case .failure(.permissionDenied):
        // A folder that lists its names but lets nobody look at them.
        skipped.append((folder, .permissionDenied))
        return
      case .failure(.pathTooLong):
        // A folder or a file too deep to name: whatever it is, it may hold source code.
        skipped.append((url, .pathTooLong))
      case .failure(let failure):
        if isCounted { skipped.append((url, failure == .missing && isLink ? .brokenSymbolicLink : .unreadable)) }
      case .success(let status):
        switch status.kind {
        case .folder where isLink: linkedFolders.append((url, status.identity, top))
        case .folder: walk(url, status.identity, viaLink: viaLink, top: top)
        case .regular where isCounted: add(url, status.identity, viaLink: viaLink || isLink)
        case .regular where UncountedLanguage.name(forExtension: url.pathExtension) != nil:
          if uncountedFound[status.identity] == nil { uncountedFound[status.identity] = url }
        case .other where isCounted: skipped.append((url, .notARegularFile))
        case .regular, .other: break
        }
      }
    }
  }

  private mutating func add(_ url: URL, _ identity: FileStatus.Identity, viaLink: Bool) {
    if let kept = found[identity], (kept.viaLink ? 1 : 0, kept.url.path) <= (viaLink ? 1 : 0, url.path) { return }
    found[identity] = (url, viaLink)
  }
}

extension SkippedPath.Reason {
  /// The reason for a path that `stat` could not look at.
  init(_ failure: FileStatus.Failure) {
    switch failure {
    case .permissionDenied: self = .permissionDenied
    case .pathTooLong: self = .pathTooLong
    case .missing, .other: self = .unreadable
    }
  }

  /// The reason for an error from reading a file or listing a folder.
  init(readError error: any Error) {
    if let cocoa = error as? CocoaError, cocoa.code == .fileReadNoPermission {
      self = .permissionDenied
    } else if let posix = error as? POSIXError, posix.code == .EACCES || posix.code == .EPERM {
      self = .permissionDenied
    } else if let posix = error as? POSIXError, posix.code == .ENAMETOOLONG {
      self = .pathTooLong
    } else {
      self = .unreadable
    }
  }
}
