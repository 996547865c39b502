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
  public init(files: [FileLineCount], roleOrder: [Role] = Role.standard) {
    self.files = files.sorted { $0.path < $1.path }
    self.total = files.reduce(.zero) { $0 + $1.counts }
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
  /// extension. A file counted twice (named, and inside a named folder) has
  /// one row.
  ///
  /// ```swift
  /// let report = try LineCountReport(counting: [URL(fileURLWithPath: "Sources")],
  ///                                   relativeTo: URL(fileURLWithPath: "."),
  ///                                   rules: try RoleRules(contentsOf: URL(fileURLWithPath: "roles.txt")))
  /// ```
  ///
  /// - Throws: `CocoaError(.fileReadNoSuchFile)` for a path that does not
  ///   exist, or the error of reading a file.
  public init(counting paths: [URL], relativeTo root: URL, rules: RoleRules = .standard) throws {
    let rootPath = Self.canonicalPath(root)
    var rows: [FileLineCount] = []
    for url in try Self.swiftFiles(in: paths) {
      let path = Self.relativePath(of: url, toRoot: rootPath)
      let result = try SwiftLineCounter.count(contentsOf: url)
      rows.append(FileLineCount(path: path, role: rules.role(forPath: path), counts: result.counts, notes: result.notes))
    }
    self.init(files: rows, roleOrder: rules.roles)
  }

  /// `url`'s path relative to `rootPath`, or its whole path when outside it.
  static func relativePath(of url: URL, toRoot rootPath: String) -> String {
    let path = canonicalPath(url)
    let prefix = rootPath.hasSuffix("/") ? rootPath : rootPath + "/"
    return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
  }

  static func canonicalPath(_ url: URL) -> String {
    url.standardizedFileURL.resolvingSymlinksInPath().path
  }
}
