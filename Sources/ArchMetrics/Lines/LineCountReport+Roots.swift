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
  /// - Throws: `CocoaError(.fileReadNoSuchFile)` for a root that does not
  ///   exist.
  public init(
    counting roots: [URL], rules: RoleRules, exclusions: ExclusionRules,
    languages: [SourceLanguage] = SourceLanguage.allCases
  ) throws {
    let extensions = SourceLanguage.extensions(of: languages)
    var rows: [FileLineCount] = []
    var skipped: [SkippedPath] = []
    var excluded: [ExclusionRules.Reason: ExcludedLines] = [:]
    var uncounted: [String: UncountedLanguage] = [:]
    var wins = [Int](repeating: 0, count: rules.rules.count)
    let names = Self.rootNames(roots)
    for (root, name) in zip(roots, names) {
      let isFile: Bool
      if case .success(let status) = FileStatus.of(root.path), status.kind == .regular { isFile = true } else { isFile = false }
      let base = isFile ? root.deletingLastPathComponent() : root
      let walk = try SourceFileWalk([root], countedExtensions: extensions)
      func shown(_ relative: String) -> String { roots.count == 1 ? relative : "\(name)/\(relative)" }
      // The walk names files by the root's path and their names below it.
      let basePath = base.path.hasSuffix("/") ? base.path : base.path + "/"
      func relativePath(_ url: URL) -> String {
        let path = url.path
        return path.hasPrefix(basePath) ? String(path.dropFirst(basePath.count)) : Self.relativePath(of: url, toRoot: base)
      }
      for (url, reason) in walk.skipped {
        skipped.append(SkippedPath(path: shown(relativePath(url)), reason: reason))
      }
      for url in walk.uncounted {
        let relative = relativePath(url)
        let lines = (try? Self.physicalLines(url)) ?? 0
        if let reason = exclusions.reason(forPath: relative) {
          excluded[reason, default: ExcludedLines(reason: reason, files: 0, lines: 0, code: 0)].add(lines: lines)
          continue
        }
        let language = UncountedLanguage.name(forExtension: url.pathExtension) ?? url.pathExtension
        uncounted[language, default: UncountedLanguage(language: language, files: 0, lines: 0)].files += 1
        uncounted[language]!.lines += lines
      }
      for url in walk.files {
        let relative = relativePath(url)
        let path = shown(relative)
        let language = SourceLanguage(pathExtension: url.pathExtension) ?? .swift
        let bytes: [UInt8]
        do {
          bytes = Array(try Data(contentsOf: url))
        } catch {
          skipped.append(SkippedPath(path: path, reason: SkippedPath.Reason(readError: error)))
          continue
        }
        let result = language.count(bytes: bytes)
        let reason =
          exclusions.reason(forPath: relative)
          ?? (exclusions.readsGeneratedHeaders && ExclusionRules.isGenerated(bytes) ? .generated : nil)
        if let reason {
          excluded[reason, default: ExcludedLines(reason: reason, files: 0, lines: 0, code: 0)]
            .add(lines: result.counts.total, code: result.counts.code)
          continue
        }
        let index = rules.ruleIndexIgnoringExtension(forPath: relative)
        if let index { wins[index] += 1 }
        let role = index.map { rules.rules[$0].role } ?? rules.fallback
        rows.append(FileLineCount(path: path, role: role, counts: result.counts, notes: result.notes, language: language))
      }
    }
    self.init(files: rows, roleOrder: rules.roles, skipped: skipped)
    self.excluded = excluded.values.sorted { $0.reason < $1.reason }
    self.uncounted = uncounted.values.sorted { $0.language < $1.language }
    self.ruleMatches = zip(rules.rules, wins).map { RuleMatch(rule: $0.0.description, files: $0.1) }
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

extension ExcludedLines {
  mutating func add(lines: Int, code: Int = 0) {
    files += 1
    self.lines += lines
    self.code += code
  }
}
