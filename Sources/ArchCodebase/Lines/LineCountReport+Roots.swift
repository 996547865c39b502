import Foundation

extension LineCountReport {
  /// Counts the Swift, Kotlin and Java files at `roots` (folders walked
  /// recursively, or files), each path relative to the root it was found
  /// under: role rules and exclusions match that path, never one relative
  /// to the current folder. With several roots, a file is shown as
  /// `<root name>/<path>`.
  ///
  /// Files that `exclusions` leave out are not in the figures but in
  /// ``excluded``, per reason, with their lines; files of languages ArchLab
  /// does not count (Objective-C, C, …) are in ``uncounted``; what cannot
  /// be read is in ``skipped``. ``ruleMatches`` says how many files each
  /// role rule won.
  ///
  /// ```swift
  /// let report = try LineCountReport(
  ///   counting: [URL(fileURLWithPath: "MyApp")], rules: .mobilePreset, exclusions: .standard)
  /// report.excluded  // [vendored: 812 files, …, tests: 40 files, …]
  /// ```
  ///
  /// `progress`, when given, hears how many of a root's files are done, as
  /// `(done, total)`, every 200 files and at the end of each root, so a
  /// command can show a counter on a large tree.
  ///
  /// With `confinedToRoots`, a symbolic link is followed only when it
  /// leads inside the root it was found under; one that leads out (to `/`,
  /// to `../..`, to a private file) is never opened and is listed in
  /// ``skipped`` as ``SkippedPath/Reason/linkOutOfTree``. A study counts
  /// trees that are not the user's this way.
  ///
  /// - Throws: `CocoaError(.fileReadNoSuchFile)` for a root that does not
  ///   exist.
  public init(
    counting roots: [URL], rules: RoleRules, exclusions: ExclusionRules,
    languages: [SourceLanguage] = SourceLanguage.allCases, confinedToRoots: Bool = false,
    progress: ((_ done: Int, _ total: Int) -> Void)? = nil
  ) throws {
    var counter = RootCounter(rules: rules, exclusions: exclusions, languages: languages)
    counter.confined = confinedToRoots
    counter.progress = progress
    var seenRoots = Set<String>()
    let names = Self.rootNames(roots)
    for (root, name) in zip(roots, names) where seenRoots.insert(root.standardizedFileURL.path).inserted {
      try counter.count(root, shownUnder: roots.count == 1 ? nil : name)
    }
    self.init(files: counter.rows, roleOrder: rules.roles, skipped: counter.skipped)
    excluded = counter.excluded.values.sorted { $0.reason < $1.reason }
    uncounted = counter.uncounted.values.sorted { $0.language < $1.language }
    ruleMatches = zip(rules.rules, counter.wins).map { RuleMatch(rule: $0.0.description, files: $0.1) }
    exclusionMatches = zip(exclusions.rules, counter.exclusionWins)
      .filter { $0.0.reason == .excludedByUser }.map { RuleMatch(rule: $0.0.glob.pattern, files: $0.1) }
  }

  /// Lines by language: one row per language that has files, Swift first.
  public var languages: [(language: SourceLanguage, files: Int, counts: LineCounts)] {
    Dictionary(grouping: files, by: \.language).map { language, rows in
      (language, rows.count, rows.reduce(LineCounts.zero) { $0 + $1.counts })
    }.sorted { $0.language < $1.language }
  }

  /// The name each root's files are shown under when there are several:
  /// its last component, numbered where two share one.
  static func rootNames(_ roots: [URL]) -> [String] {
    var seen: [String: Int] = [:]
    return roots.map { root in
      let name = root.standardizedFileURL.lastPathComponent
      seen[name, default: 0] += 1
      return seen[name]! == 1 ? name : "\(name)#\(seen[name]!)"
    }
  }

  /// The lines of any file: its line breaks, plus a last line without one.
  static func physicalLines(_ url: URL) throws -> Int {
    let data = try Data(contentsOf: url)
    var lines = 0
    var previous: UInt8 = 0x0A
    for byte in data {
      if byte == 0x0A || (byte == 0x0D) { lines += previous == 0x0D && byte == 0x0A ? 0 : 1 }
      previous = byte
    }
    return data.isEmpty || previous == 0x0A || previous == 0x0D ? lines : lines + 1
  }
}

/// The work of ``LineCountReport/init(counting:rules:exclusions:languages:)``:
/// each root walked and its files counted, excluded or listed.
struct RootCounter {
  let rules: RoleRules
  let exclusions: ExclusionRules
  let extensions: Set<String>
  var rows: [FileLineCount] = []
  var skipped: [SkippedPath] = []
  var excluded: [ExclusionRules.Reason: ExcludedLines] = [:]
  var uncounted: [String: UncountedLanguage] = [:]
  var wins: [Int]
  var exclusionWins: [Int]
  /// Files already counted, by path: roots that overlap count them once.
  var seen = Set<String>()
  /// Told `(done, total)` of a root's files as they are counted.
  var progress: ((Int, Int) -> Void)?
  /// Whether links that lead out of a root are left unfollowed.
  var confined = false

  init(rules: RoleRules, exclusions: ExclusionRules, languages: [SourceLanguage]) {
    self.rules = rules
    self.exclusions = exclusions
    extensions = SourceLanguage.extensions(of: languages)
    wins = [Int](repeating: 0, count: rules.rules.count)
    exclusionWins = [Int](repeating: 0, count: exclusions.rules.count)
  }

  /// Counts `root`, a folder or a file; with `name`, shows its paths under
  /// it (several roots).
  mutating func count(_ root: URL, shownUnder name: String?) throws {
    var isFile = false
    if case .success(let status) = FileStatus.of(root.path), status.kind == .regular { isFile = true }
    let base = isFile ? root.deletingLastPathComponent() : root
    // The walk names files by the root's path and their names below it.
    let basePath = base.path.hasSuffix("/") ? base.path : base.path + "/"
    func relative(_ url: URL) -> String {
      let path = url.path
      return path.hasPrefix(basePath)
        ? String(path.dropFirst(basePath.count)) : LineCountReport.relativePath(of: url, toRoot: base)
    }
    // A file named directly is shown by its name alone.
    func shown(_ relative: String) -> String { name.map { isFile ? relative : "\($0)/\(relative)" } ?? relative }
    let walk = try SourceFileWalk([root], countedExtensions: extensions, confined: confined)
    for (url, reason) in walk.skipped {
      skipped.append(SkippedPath(path: shown(relative(url)), reason: reason))
    }
    for url in walk.uncounted where seen.insert(url.path).inserted {
      addUncounted(url, relative(url))
    }
    // Sorted once: `walk.files` sorts on each call, and asking it for the
    // progress line's total every 200 files made a root of n files n² log n.
    let files = walk.files
    for (done, url) in files.enumerated() where seen.insert(url.path).inserted {
      if let progress, done % 200 == 0 { progress(done, files.count) }
      let path = relative(url)
      guard let language = SourceLanguage(pathExtension: url.pathExtension) else {
        // Only a file named directly gets here: a folder's walk keeps counted extensions.
        if UncountedLanguage.name(forExtension: url.pathExtension) != nil {
          addUncounted(url, path)
        } else {
          skipped.append(SkippedPath(path: shown(path), reason: .notSourceCode))
        }
        continue
      }
      addFile(url, relative: path, shown: shown(path), language: language)
    }
    progress?(files.count, files.count)
  }

  mutating func addUncounted(_ url: URL, _ relative: String) {
    let lines = (try? LineCountReport.physicalLines(url)) ?? 0
    if let reason = exclusionReason(relative) {
      excluded[reason, default: ExcludedLines(reason: reason, files: 0, lines: 0, code: 0)].add(lines: lines)
      return
    }
    let language = UncountedLanguage.name(forExtension: url.pathExtension) ?? url.pathExtension
    uncounted[language, default: UncountedLanguage(language: language, files: 0, lines: 0)].files += 1
    uncounted[language]!.lines += lines
  }

  mutating func addFile(_ url: URL, relative: String, shown path: String, language: SourceLanguage) {
    let bytes: [UInt8]
    do {
      bytes = Array(try Data(contentsOf: url))
    } catch {
      skipped.append(SkippedPath(path: path, reason: SkippedPath.Reason(readError: error)))
      return
    }
    // NB: an executable renamed `.swift` would count as thousands of lines of code.
    guard !SourceLanguage.isBinary(bytes) else {
      skipped.append(SkippedPath(path: path, reason: .binary))
      return
    }
    guard !SourceLanguage.isLFSPointer(bytes) else {
      skipped.append(SkippedPath(path: path, reason: .gitLFSPointer))
      return
    }
    let result = language.count(bytes: bytes)
    let reason =
      exclusionReason(relative)
      ?? (exclusions.readsGeneratedHeaders && ExclusionRules.isGenerated(bytes) ? .generated : nil)
    if let reason {
      excluded[reason, default: ExcludedLines(reason: reason, files: 0, lines: 0, code: 0)]
        .add(lines: result.counts.total, code: result.counts.code)
      return
    }
    let index = rules.ruleIndexIgnoringExtension(forPath: relative)
    if let index { wins[index] += 1 }
    let role = index.map { rules.rules[$0].role } ?? rules.fallback
    rows.append(FileLineCount(path: path, role: role, counts: result.counts, notes: result.notes, language: language))
  }

  /// The reason `relative` is left out, counting the rule that said so.
  mutating func exclusionReason(_ relative: String) -> ExclusionRules.Reason? {
    guard let index = exclusions.ruleIndex(forPath: relative) else { return nil }
    exclusionWins[index] += 1
    return exclusions.rules[index].reason
  }
}

extension ExcludedLines {
  mutating func add(lines: Int, code: Int = 0) {
    files += 1
    self.lines += lines
    self.code += code
  }
}
