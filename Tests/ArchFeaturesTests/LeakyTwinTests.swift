import Foundation
import Testing

/// Each leaky control is its disciplined twin plus the lines marked
/// `// LEAK:`, so that `diff` of the two shows the mistake and nothing else:
/// `MVPLeaky/LeakyFeedPresenter.swift` is `MVP/FeedPresenter.swift` with
/// the view captured and the token dropped, and no other line moved.
///
/// The test diffs each pair line by line (the `Leaky` prefix of names set
/// aside) and groups the changes into hunks of adjacent lines. A hunk may be
/// the main type's doc comment, which says which mistake the control makes;
/// every other hunk must open, on the leaky side, with a `// LEAK:` comment
/// that says what is wrong and what the fix is.
@Suite struct LeakyTwinTests {
  /// A leaky variant's file and the disciplined file it copies.
  struct Pair: CustomTestStringConvertible, Sendable {
    /// `Feed/MVPLeaky/LeakyFeedPresenter.swift`, under `Sources/ArchFeatures`.
    let leaky: String
    /// `Feed/MVP/FeedPresenter.swift`.
    let twin: String
    var testDescription: String { leaky }
  }

  /// The leaky variant folders and the folders of their twins.
  static let twinFolders = [
    "MVPLeaky": "MVP", "MVILeaky": "MVI", "MVVMObservationLeaky": "MVVMObservation", "MVIServiceLeaky": "MVI",
  ]

  /// Every `Leaky*.swift` in a leaky variant folder of a screen, with the
  /// path its twin must have (whether or not it exists).
  static let pairs: [Pair] = {
    let files = FileManager.default
    let root = SuiteShapeTests.sourcesFolder
    let screens = ((try? files.contentsOfDirectory(atPath: root.path)) ?? []).sorted()
    return screens.flatMap { screen in
      twinFolders.keys.sorted().flatMap { folder in
        let folderPath = root.appendingPathComponent("\(screen)/\(folder)").path
        let names = (try? files.contentsOfDirectory(atPath: folderPath)) ?? []
        return names.filter { leakyPrefix(of: $0) != nil && $0.hasSuffix(".swift") }.sorted().map { name in
          let twin = name.dropFirst(leakyPrefix(of: name)!.count)
          return Pair(leaky: "\(screen)/\(folder)/\(name)", twin: "\(screen)/\(twinFolders[folder]!)/\(twin)")
        }
      }
    }
  }()

  /// `Leaky` or `ServiceLeaky`, the prefixes of a leaky control's files and types.
  static func leakyPrefix(of name: String) -> String? {
    ["Leaky", "ServiceLeaky"].first { name.hasPrefix($0) }
  }

  // NB: delete LeakyFeedEffects.swift (19 pairs), or rename it LeakyFeedsEffects.swift (no twin), and this fails.
  @Test func everyLeakyVariantOfEveryScreenHasItsTwin() {
    #expect(Self.pairs.count == 20, "\(Self.pairs.map(\.leaky))")
    for pair in Self.pairs {
      #expect(Self.lines(of: pair.twin) != nil, "\(pair.leaky) has no twin at \(pair.twin)")
    }
  }

  // NB: reword a comment of FeedPresenter.swift, or drop one from LeakyFeedPresenter.swift, and this fails.
  @Test(arguments: pairs)
  func leakyVariantIsItsTwinPlusLeakLines(_ pair: Pair) throws {
    let twin = try #require(Self.lines(of: pair.twin), "\(pair.twin) is missing")
    let leaky = try #require(Self.lines(of: pair.leaky), "\(pair.leaky) is missing").map(Self.withoutLeakyPrefix)
    let mainType = Self.withoutLeakyPrefix(String(pair.leaky.split(separator: "/").last!.dropLast(6)))
    let hunks = Self.hunks(from: twin, to: leaky)
    #expect(!hunks.isEmpty, "\(pair.leaky) is its twin without a leak")
    for hunk in hunks where !Self.isMainTypeDocComment(hunk, of: mainType, twin: twin, leaky: leaky)
      && !Self.opensWithLeakComment(hunk, in: leaky)
    {
      let lines = hunk.twin.map { "- \(twin[$0])" } + hunk.leaky.map { "+ \(leaky[$0])" }
      Issue.record(
        """
        \(pair.leaky):\(hunk.leaky.lowerBound + 1) differs from \(pair.twin):\(hunk.twin.lowerBound + 1) \
        without a `// LEAK:` comment first:
        \(lines.joined(separator: "\n"))
        """
      )
    }
  }

  // MARK: Diff

  /// Adjacent changed lines: `twin` lines replaced by `leaky` lines (either may be empty).
  struct Hunk: Equatable {
    var twin: Range<Int>
    var leaky: Range<Int>
  }

  /// The hunks of the line diff from `twin` to `leaky`, each slid as far
  /// down as it goes, as git's diff does.
  static func hunks(from twin: [String], to leaky: [String]) -> [Hunk] {
    var removed = [Bool](repeating: false, count: twin.count)
    var inserted = [Bool](repeating: false, count: leaky.count)
    for change in leaky.difference(from: twin) {
      switch change {
      case .remove(let offset, _, _): removed[offset] = true
      case .insert(let offset, _, _): inserted[offset] = true
      }
    }
    slideDown(&removed, in: twin)
    slideDown(&inserted, in: leaky)
    var hunks: [Hunk] = []
    var (t, l) = (0, 0)
    while t < twin.count || l < leaky.count {
      guard t < twin.count && removed[t] || l < leaky.count && inserted[l] else {
        assert(twin[t] == leaky[l], "the diff pairs unequal lines")
        (t, l) = (t + 1, l + 1)  // a line both have
        continue
      }
      let start = (t, l)
      while t < twin.count && removed[t] { t += 1 }
      while l < leaky.count && inserted[l] { l += 1 }
      hunks.append(Hunk(twin: start.0..<t, leaky: start.1..<l))
    }
    return hunks
  }

  /// Moves each run of changed lines down past an unchanged line equal to
  /// its first, merging it with the runs it meets, so that the lines both
  /// files have stay the same. A method added after another then reads
  /// `// LEAK: …`, …, `}` rather than `}`, …, or two hunks around a `}` that
  /// the minimal diff happened to pair with the twin's.
  static func slideDown(_ changed: inout [Bool], in lines: [String]) {
    var end = 0
    while end < lines.count {
      guard changed[end] else {
        end += 1
        continue
      }
      var start = end
      while end < lines.count && changed[end] { end += 1 }
      while end < lines.count, lines[start] == lines[end] {
        (changed[start], changed[end]) = (false, true)
        start += 1
        while end < lines.count && changed[end] { end += 1 }
      }
    }
  }

  // MARK: Rules

  /// Whether `hunk` changes only the main type's doc comment (which says
  /// which mistake the control makes) and its declaration line.
  static func isMainTypeDocComment(_ hunk: Hunk, of mainType: String, twin: [String], leaky: [String]) -> Bool {
    let declaration = try! Regex("^(public |package )?(final )?(class|struct|enum|actor) \(mainType)\\b")
    func isDocOrDeclaration(_ line: String) -> Bool {
      trimmed(line).hasPrefix("///") || line.contains(declaration)
    }
    let declared = hunk.leaky.contains { leaky[$0].contains(declaration) }
      || hunk.leaky.upperBound < leaky.count && leaky[hunk.leaky.upperBound].contains(declaration)
    return declared && hunk.twin.allSatisfy { isDocOrDeclaration(twin[$0]) }
      && hunk.leaky.allSatisfy { isDocOrDeclaration(leaky[$0]) }
  }

  /// Whether the leaky side of `hunk` opens, blank lines aside, with a
  /// `// LEAK:` comment.
  static func opensWithLeakComment(_ hunk: Hunk, in leaky: [String]) -> Bool {
    let first = hunk.leaky.lazy.map { trimmed(leaky[$0]) }.first { !$0.isEmpty }
    return first?.hasPrefix("// LEAK:") ?? false
  }

  // MARK: Files

  /// The lines of `path`, under `Sources/ArchFeatures`; `nil` if it is missing.
  static func lines(of path: String) -> [String]? {
    let url = SuiteShapeTests.sourcesFolder.appendingPathComponent(path)
    guard let text = try? String(contentsOf: url, encoding: .utf8) else { return nil }
    return text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  /// `line` with `LeakyFeedPresenter` read as `FeedPresenter`.
  static func withoutLeakyPrefix(_ line: String) -> String {
    line.replacing(/\b(?:Service)?Leaky(?=[A-Z])/, with: "")
  }

  static func trimmed(_ line: String) -> String {
    line.trimmingCharacters(in: .whitespaces)
  }
}
