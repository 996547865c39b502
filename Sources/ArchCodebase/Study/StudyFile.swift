import Foundation

/// The apps a study measures, one a line: `LABEL SOURCE [COMMIT]
/// [SUBFOLDER]`, fields separated by spaces, `#` starting a comment. Lines
/// end in LF, CRLF or CR; a byte-order mark at the start is skipped.
///
/// SOURCE is a folder or a git repository (a path or a URL); a relative
/// path is read from the study file's folder, `~` is the home folder.
/// COMMIT is a commit, tag or branch, or `-` for none: a plain folder, or
/// the repository's working tree. SUBFOLDER is the part of the tree to
/// measure.
///
/// ```swift
/// let file = try StudyFile(parsing: """
///   # label     source                                      commit   subfolder
///   androidmvp  https://github.com/antoniolg/androidmvp     b7056a6  app/src/main
///   mine        ~/Code/MyApp                                -
///   """)
/// file.entries.map(\.label)  // ["androidmvp", "mine"]
/// ```
public struct StudyFile: Sendable, Equatable {
  /// The apps, in the file's order.
  public var entries: [StudyEntry]

  /// The entries of `text`, relative paths read from `folder` (the study
  /// file's; the current folder when `nil`); a line that is not an app is
  /// an error naming its line number, and so is a label used twice or a
  /// tree that holds another's (the same screens would count twice).
  public init(parsing text: String, relativeTo folder: URL? = nil) throws(StudyFileError) {
    let base = folder ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
    var entries: [StudyEntry] = []
    // By label, by whole tree and by every folder above a tree (with its
    // commit): each check is a lookup, so a long file parses in linear time.
    var labels: [String: StudyEntry] = [:]
    var trees: [String: StudyEntry] = [:]
    var above: [String: StudyEntry] = [:]
    // "\r\n" is one Character: split on each line end, not on "\n" alone.
    let lines = text.drop { $0 == "\u{FEFF}" }
      .split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
    for (index, raw) in lines.enumerated() {
      let line = index + 1
      let content = raw.prefix { $0 != "#" }
      let fields = content.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" }).map(String.init)
      guard !fields.isEmpty else { continue }
      let entry = try StudyEntry(fields: fields, line: line, base: base)
      if let first = labels[entry.label] {
        throw StudyFileError(line: line, message: "label \(entry.label) is already used on line \(first.line)")
      }
      let keys = entry.treeKeys
      // An earlier tree that holds this one (or is it), or one that lies inside it.
      if let first = keys.lazy.compactMap({ trees[$0] }).first ?? above[keys[keys.count - 1]] {
        throw StudyFileError(
          line: line,
          message: "\(entry.label) measures the same tree as \(first.label) (line \(first.line)), or a part of "
            + "it: its screens would count twice")
      }
      labels[entry.label] = entry
      trees[keys[keys.count - 1]] = entry
      for key in keys.dropLast() where above[key] == nil { above[key] = entry }
      entries.append(entry)
    }
    guard !entries.isEmpty else {
      throw StudyFileError(line: 0, message: "no apps: write one a line, LABEL SOURCE [COMMIT] [SUBFOLDER]")
    }
    self.entries = entries
  }
}

/// One app of a ``StudyFile``.
public struct StudyEntry: Sendable, Equatable, Codable {
  /// A short name for tables: `androidmvp`.
  public var label: String
  /// A folder or a git repository: a path or a URL, as the file gives it.
  public var source: String
  /// Where it is: a path made absolute (from the study file's folder, `~`
  /// expanded), or the URL as given. Clones and folders are found by it.
  public var location: String
  /// The commit, tag or branch to measure; `nil` for the tree as it is.
  public var commit: String?
  /// The part of the tree to measure, relative to its root; `nil` for all.
  public var subfolder: String?
  /// Where the entry is in its file, from 1.
  public var line: Int

  /// An entry; `commit` and `subfolder` as in a study file, `location`
  /// the source made absolute (the source itself when `nil`).
  public init(
    label: String, source: String, commit: String? = nil, subfolder: String? = nil, line: Int = 0,
    location: String? = nil
  ) {
    self.label = label
    self.source = source
    self.location = location ?? source
    self.commit = commit
    self.subfolder = subfolder
    self.line = line
  }

  init(fields: [String], line: Int, base: URL) throws(StudyFileError) {
    guard fields.count >= 2 else {
      throw StudyFileError(line: line, message: "\(fields[0]) has no SOURCE: write LABEL SOURCE [COMMIT] [SUBFOLDER]")
    }
    guard fields.count <= 4 else {
      throw StudyFileError(
        line: line,
        message: "\(fields.count) fields, at most 4: LABEL SOURCE [COMMIT] [SUBFOLDER] "
          + "(a path with spaces is not supported)")
    }
    let commit = fields.count > 2 && fields[2] != "-" ? fields[2] : nil
    let subfolder = fields.count > 3 ? fields[3] : nil
    // Nothing reaches git as an option or a refspec (StudyWorkspace also passes `--`).
    if fields[1].hasPrefix("-") {
      throw StudyFileError(
        line: line, message: "source \(fields[1]) starts with '-': write ./\(fields[1]) for a folder named so")
    }
    if let commit, let problem = Self.problem(commit: commit) { throw StudyFileError(line: line, message: problem) }
    if let subfolder {
      let parts = subfolder.split(separator: "/")
      guard !subfolder.hasPrefix("/"), !parts.contains("..") else {
        throw StudyFileError(
          line: line, message: "subfolder \(subfolder) must stay inside the tree (relative, no '..')")
      }
    }
    self.init(label: fields[0], source: fields[1], commit: commit, subfolder: subfolder, line: line)
    if !isRemote {
      let expanded = (source as NSString).expandingTildeInPath
      let url = expanded.hasPrefix("/") ? URL(fileURLWithPath: expanded) : base.appendingPathComponent(expanded)
      location = url.standardizedFileURL.path
    }
  }

  /// Why `commit` cannot be given to git, or `nil`: one starting with `-`
  /// would be an option, one holding `:` a refspec (`main:refs/heads/x`
  /// makes a ref when fetched) or a path in a commit.
  static func problem(commit: String) -> String? {
    if commit.hasPrefix("-") { return "commit \(commit) starts with '-': write '-' alone for none" }
    if commit.contains(":") { return "commit \(commit) holds a ':': name one commit, tag or branch" }
    return nil
  }

  /// The tree measured and every folder above it, outermost first, each
  /// with the commit: `"c1\0/repo"`, `"c1\0/repo/app"`. The source is a path
  /// or a URL without ".git"; the last key is the tree itself.
  var treeKeys: [String] {
    var source = location
    while source.hasSuffix("/") { source.removeLast() }
    if source.hasSuffix(".git") { source.removeLast(4) }
    let parts = (source + "/" + (subfolder ?? "")).split(separator: "/").filter { $0 != "." }
    var keys: [String] = []
    var path = (commit ?? "-") + "\u{0}"
    for part in parts {
      path += "/" + part
      keys.append(path)
    }
    return keys.isEmpty ? [path] : keys
  }

  /// Whether the source is a URL rather than a path on this machine.
  public var isRemote: Bool {
    source.contains("://") || (source.contains("@") && source.contains(":") && !source.hasPrefix("/"))
  }

  /// The source as outputs show it: a URL's user-info (`user:token@`)
  /// written `<redacted>@`, as git writes it. Git alone gets the source.
  public var redactedSource: String { source.redactingURLCredentials }

  /// The entry as JSON: its source and location redacted, so no
  /// credential in a URL reaches a study's file.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(label, forKey: .label)
    try container.encode(redactedSource, forKey: .source)
    try container.encode(location.redactingURLCredentials, forKey: .location)
    try container.encodeIfPresent(commit, forKey: .commit)
    try container.encodeIfPresent(subfolder, forKey: .subfolder)
    try container.encode(line, forKey: .line)
  }
}

/// A study file line that is not an app.
public struct StudyFileError: Error, Equatable, CustomStringConvertible {
  /// The line, from 1; 0 for the file as a whole.
  public var line: Int
  /// What is wrong with it.
  public var message: String

  /// `"line 3: …"`.
  public var description: String { line == 0 ? message : "line \(line): \(message)" }
}
