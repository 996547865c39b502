/// Which coverage record is which counted file: the record whose path and
/// the file's share the longest ending, folder by folder, where one path
/// ends with the whole of the other. An lcov or llvm-cov path from another
/// machine (`/Users/ci/MyApp/App/Login/LoginPresenter.swift`) ends with
/// the counted `App/Login/LoginPresenter.swift`; a counted
/// `app/src/main/java/com/x/login/LoginPresenter.kt` ends with JaCoCo's
/// `com/x/login/LoginPresenter.kt`.
///
/// ```swift
/// let match = CoverageMatch(coverage.records)
/// match.lines(of: "App/Login/LoginPresenter.swift")  // LineCoverage(covered: 17, count: 20)
/// ```
package struct CoverageMatch: Sendable {
  private let byName: [Substring: [(components: [Substring], lines: LineCoverage)]]

  /// An index of `records` by file name.
  package init(_ records: [CoverageFile.Record]) {
    var byName: [Substring: [(components: [Substring], lines: LineCoverage)]] = [:]
    for record in records {
      let components = record.path.split(separator: "/")
      guard let name = components.last else { continue }
      byName[name, default: []].append((components, record.lines))
    }
    self.byName = byName
  }

  /// The line coverage of the counted file at `path`, or `nil` when no
  /// record is that file.
  package func lines(of path: String) -> LineCoverage? {
    let components = path.split(separator: "/")
    guard let name = components.last, let candidates = byName[name] else { return nil }
    var best: (length: Int, lines: LineCoverage)?
    for candidate in candidates {
      let shared = zip(candidate.components.reversed(), components.reversed()).prefix { $0 == $1 }.count
      guard shared == min(candidate.components.count, components.count) else { continue }
      if shared > best?.length ?? 0 { best = (shared, candidate.lines) }
    }
    return best?.lines
  }
}
