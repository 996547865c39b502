/// The README's "Is the article right?": each of the article's size
/// claims with its verdict on every pool of a study, every figure read
/// from the study (`docs/study/study.json`), so the summary cannot drift
/// from the run it cites.
///
/// ```swift
/// let study = try Study(json: Data(contentsOf: URL(fileURLWithPath: "docs/study/study.json")))
/// print(StudyDigest(study).markdown)
/// ```
package struct StudyDigest: Sendable {
  /// The study the digest reads.
  package let study: Study

  /// A digest of `study`.
  package init(_ study: Study) { self.study = study }

  /// The section's body for the README: Markdown, wrapped at 76 columns,
  /// leading to docs/Study.md.
  package var markdown: String { markdown(linking: "docs/Study.md") }

  /// The body, its lead linking to the study's page at `page` (relative
  /// to where the digest stands), or to nothing on that page itself.
  package func markdown(linking page: String?) -> String {
    let measured = study.apps.filter { $0.failure == nil }
    var platforms = StudyPlatform.allCases.map { platform in
      "\(measured.filter { Self.platform(of: $0) == platform }.count) \(platform.rawValue)"
    }
    let screenless = measured.filter { $0.screens.isEmpty }.count
    if screenless > 0 { platforms.append("\(screenless) with no screen found") }
    let screens = measured.map(\.screens.count).reduce(0, +)
    let lead =
      (page.map { "From [the study](\($0)): " } ?? "")
      + "\(measured.count) public apps (\(platforms.joined(separator: ", "))), "
      + "\(screens) screens, each app at a pinned commit; `swift run archlab study docs/study/apps.txt` gives "
      + "these figures again. Each is a pool's median share, each app counting once, with its 95 % interval and "
      + "the apps it rests on; a claim holds when the interval lies inside the claimed range, does not hold when "
      + "it lies outside, and is inconclusive otherwise."
    var bullets: [String] = []
    for claim in ArticleClaim.sizeClaims {
      let judged = pooled(claim)
      guard !judged.isEmpty else { continue }
      let items = judged.map { label, row in
        let figure = row.uncertainty.map { sure in
          "\(percent(sure.median)) (\(percent(sure.lower).dropLast(2))–\(percent(sure.upper)), \(sure.apps) "
            + "app\(sure.apps == 1 ? "" : "s"))"
        } ?? "—"
        return "\(label) \(figure): \(row.verdict.rawValue)"
      }
      bullets.append(Self.wrap("**\(claim.words)**: " + items.joined(separator: "; ") + ".", first: "- ", rest: "  "))
    }
    return Self.wrap(lead, first: "", rest: "") + "\n\n" + bullets.joined(separator: "\n") + "\n"
  }

  /// Each pool that judged `claim`, labelled `"MVP-family iOS"`.
  private func pooled(_ claim: ArticleClaim) -> [(String, ClaimRow)] {
    study.pool.rows.flatMap { row in
      row.claims.filter { $0.id == claim }.map { ("\(row.family.rawValue) \(row.platform.rawValue)", $0) }
    } + study.pool.shorter.filter { $0.claim.id == claim }.map { ("\($0.platform.rawValue)", $0.claim) }
  }

  private func percent(_ share: Double) -> String { ClaimRow.percent(share) }

  static func wrap(_ text: String, first: String, rest: String) -> String {
    TextWrap.lines(text, first: first, rest: rest, width: 76)
  }

  /// The platform most of `app`'s screens are on; `nil` with no screen.
  static func platform(of app: StudyApp) -> StudyPlatform? {
    let platforms = app.screens.compactMap(\.platform)
    return StudyPlatform.allCases.filter { platforms.contains($0) }
      .max { first, second in platforms.filter { $0 == first }.count < platforms.filter { $0 == second }.count }
  }
}
