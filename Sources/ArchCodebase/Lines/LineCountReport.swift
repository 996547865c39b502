import Foundation

/// Lines by role for a tree of Swift files: a row per file, a total per
/// role with its share of the code, and the grand total.
///
/// ```swift
/// let root = URL(fileURLWithPath: ".")
/// let report = try LineCountReport(
///   counting: [root.appendingPathComponent("Sources/ArchFeatures/UserProfile")],
///   relativeTo: root)
/// for row in report.roles {
///   print(row.role, row.counts.code, row.codeShare)  // view 212 0.31 …
/// }
/// ```
public struct LineCountReport: Sendable, Hashable, Codable {
  /// One row per counted file, sorted by path.
  public var files: [FileLineCount]
  /// One row per role that has files: the rules' roles in rule order, the
  /// fallback, then any other role by name.
  public var roles: [RoleLineCount]
  /// All files' lines together.
  public var total: LineCounts
  /// Paths that could not be counted, sorted by path; empty when every
  /// file was counted.
  public var skipped: [SkippedPath] = []
  /// What the exclusions left out, per reason; empty when nothing was.
  public var excluded: [ExcludedLines] = []
  /// Source files of languages ArchLab does not count, per language.
  public var uncounted: [UncountedLanguage] = []
  /// How many files each role rule won, in rule order; empty for a report
  /// built from counted files.
  public var ruleMatches: [RuleMatch] = []
  /// How many files each `--exclude` glob left out, in order.
  public var exclusionMatches: [RuleMatch] = []

  /// A report over already counted files; `roleOrder` puts the role rows
  /// in order (roles it does not list follow by name).
  ///
  /// ```swift
  /// let report = LineCountReport(files: [
  ///   FileLineCount(path: "A/LoginView.swift", role: .view, counts: LineCounts(code: 30)),
  ///   FileLineCount(path: "A/Model/User.swift", role: .model, counts: LineCounts(code: 10)),
  /// ])
  /// report.roles.map(\.codeShare)  // [0.75, 0.25]
  /// ```
  public init(files: [FileLineCount], roleOrder: [Role] = Role.standard, skipped: [SkippedPath] = []) {
    self.files = files.sorted { $0.path < $1.path }
    self.total = files.reduce(.zero) { $0 + $1.counts }
    self.skipped = Array(Set(skipped)).sorted { ($0.path, $0.reason.rawValue) < ($1.path, $1.reason.rawValue) }
    let byRole = Dictionary(grouping: files, by: \.role)
    let listed = roleOrder.filter { byRole[$0] != nil }
    let rest = byRole.keys.filter { !roleOrder.contains($0) }.sorted()
    var seen = Set<Role>()
    let code = total.code
    self.roles = (listed + rest).filter { seen.insert($0).inserted }.map { role in
      let rows = byRole[role] ?? []
      let counts = rows.reduce(LineCounts.zero) { $0 + $1.counts }
      return RoleLineCount(
        role: role, files: rows.count, counts: counts,
        codeShare: code == 0 ? 0 : Double(counts.code) / Double(code))
    }
  }

  /// Counts the Swift files at `paths` (files, or folders walked
  /// recursively), naming each by its path relative to `root` and giving it
  /// the role `rules` assign to that path.
  ///
  /// Folders yield only `.swift` files, skipping hidden files and folders
  /// (`.build`, `.git`, …); a file named directly is counted whatever its
  /// extension. Symbolic links are followed, to files and to folders, and
  /// a file is named by the path that reached it (a link by its own name),
  /// so its role comes from that path. Each folder is walked once, so links
  /// that loop end. A file reached twice (named, and inside a named folder;
  /// through a link) has one row, under its own path when it has one.
  ///
  /// What cannot be read — an unreadable file or folder, a FIFO, device or
  /// socket (never opened), a broken link named `*.swift`, a path longer
  /// than PATH_MAX, a name that is not UTF-8, a binary file, a Git LFS
  /// pointer — is listed in
  /// ``skipped`` and left out of the figures.
  ///
  /// ```swift
  /// let report = try LineCountReport(counting: [URL(fileURLWithPath: "Sources")],
  ///                                   relativeTo: URL(fileURLWithPath: "."),
  ///                                   rules: try RoleRules(contentsOf: URL(fileURLWithPath: "roles.txt")))
  /// if !report.skipped.isEmpty { print("incomplete:", report.skipped) }
  /// ```
  ///
  /// - Throws: `CocoaError(.fileReadNoSuchFile)` for a path that does not
  ///   exist.
  public init(counting paths: [URL], relativeTo root: URL, rules: RoleRules = .standard) throws {
    let walk = try SourceFileWalk(paths)
    var skipped = walk.skipped.map { SkippedPath(path: Self.relativePath(of: $0.url, toRoot: root), reason: $0.reason) }
    var rows: [FileLineCount] = []
    for url in walk.files {
      let path = Self.relativePath(of: url, toRoot: root)
      do {
        let bytes = Array(try Data(contentsOf: url))
        guard !SourceLanguage.isBinary(bytes) else {
          skipped.append(SkippedPath(path: path, reason: .binary))
          continue
        }
        guard !SourceLanguage.isLFSPointer(bytes) else {
          skipped.append(SkippedPath(path: path, reason: .gitLFSPointer))
          continue
        }
        let result = SwiftLineCounter.count(bytes: bytes)
        rows.append(
          FileLineCount(path: path, role: rules.role(forPath: path), counts: result.counts, notes: result.notes))
      } catch {
        skipped.append(SkippedPath(path: path, reason: SkippedPath.Reason(readError: error)))
      }
    }
    self.init(files: rows, roleOrder: rules.roles, skipped: skipped)
  }

  /// `url`'s path relative to `root`, keeping the names it was reached by
  /// (a link is not replaced by its target); its whole path when outside.
  static func relativePath(of url: URL, toRoot root: URL) -> String {
    let path = url.standardizedFileURL.path
    for base in [root.standardizedFileURL.path, canonicalPath(root)] {
      if let relative = relative(path, to: base) { return relative }
    }
    // Outside the root as written (say /tmp for /private/tmp): resolve the
    // folders on the way, never the file's own name.
    let folder = canonicalPath(url.deletingLastPathComponent())
    let resolved = (folder.hasSuffix("/") ? folder : folder + "/") + url.lastPathComponent
    return relative(resolved, to: canonicalPath(root)) ?? path
  }

  private static func relative(_ path: String, to base: String) -> String? {
    let prefix = base.hasSuffix("/") ? base : base + "/"
    return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : nil
  }

  static func canonicalPath(_ url: URL) -> String {
    url.standardizedFileURL.resolvingSymlinksInPath().path
  }
}
