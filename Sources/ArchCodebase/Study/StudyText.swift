/// A study as text that fits a width (80 columns unless told), or as Markdown.
///
/// ```swift
/// print(StudyText(study: study).plain())
/// print(StudyText(study: study, width: 120).plain())
/// ```
public struct StudyText: Sendable {
  /// The study to write.
  public var study: Study
  /// Whether verdicts are coloured (a terminal).
  public var color = false
  /// The columns the plain text fits in.
  public var width = 80

  /// A writer for `study`, its plain text `width` columns wide.
  public init(study: Study, color: Bool = false, width: Int = 80) {
    self.study = study
    self.color = color
    self.width = width
  }

  /// Labels longer than this are cut in 80 columns, so the tables fit them.
  static let labelWidth = 14

  /// The label width at ``width``: the columns beyond 80 go to the labels.
  private var labels: Int { Self.labelWidth + max(0, width - 80) }

  /// Plain text: the apps, their patterns, the pooled shares and the verdicts.
  public func plain() -> String {
    var out = [Self.wrap(heading, width: width), Self.wrap("Claims from: " + ArticleCitation.text, width: width), ""]
    out += [Self.wrap("Apps (medians over each app's screens, as archlab claims gives them):", width: width), ""]
    out.append(StudyTables.apps(study, labelWidth: labels).plainText(color: color, width: width))
    out.append(Self.wrap(StudyTables.marks, width: width))
    out += StudyTables.warnings(study).map { Self.wrap($0, width: width, hanging: "  ") }
    if study.apps.contains(where: { $0.measuredCommit?.hasSuffix("(working tree)") == true }) {
      out += ["* a repository's working tree, as it is: no commit was given."]
    }
    // A failure may name a path longer than a line: it is broken, not let run past.
    out += failures.isEmpty ? [] : [""]
    out += failures.map { TextWrap.lines($0, first: "", rest: "", width: width, breakingWords: true) }
    out += notCounted.isEmpty ? [] : ["", Self.wrap(Self.notCountedNote, width: width)]
    // A path left out stays whole on its line, to be found and copied.
    out += notCounted.map { "  " + $0 }
    if study.pool.rows.isEmpty {
      out += ["", "No screen of any app had view code to judge: nothing to pool."]
      return Self.trimmed(out.joined(separator: "\n")) + "\n"
    }
    out += ["", "Screens by pattern:", "", StudyTables.patterns(study, labelWidth: labels).plainText(width: width)]
    out += ["", Self.wrap(Self.poolNote, width: width), "", StudyTables.pooled(study).plainText(width: width)]
    let verdicts = StudyTables.verdicts(study).plainText(color: color, width: width)
    out += ["", "The article's claims on the pool:", "", verdicts]
    out += ["", Self.wrap(Self.rules, width: width)]
    out += ["", "What one app moves:"]
      + StudyTables.robustness(study).map { Self.wrap("- " + $0, width: width, hanging: "  ") }
    return Self.trimmed(out.joined(separator: "\n")) + "\n"
  }

  /// GitHub-flavoured Markdown, the same tables.
  public func markdown() -> String {
    var out = [
      "# " + TextTable.markdownEscaped(heading), "", "Claims from: " + TextTable.markdownEscaped(ArticleCitation.text),
    ]
    out += ["", "## Apps", "", StudyTables.apps(study).markdown(), "", StudyTables.marks]
    let warnings = StudyTables.warnings(study)
    out += warnings.isEmpty ? [] : [""] + warnings.map { "- " + TextTable.markdownEscaped($0) }
    out += failures.isEmpty ? [] : [""] + failures.map { "- " + TextTable.markdownEscaped($0) }
    if !notCounted.isEmpty {
      out += ["", Self.notCountedNote, ""] + notCounted.map { "- " + TextTable.markdownEscaped($0) }
    }
    out += ["", "## Screens by pattern", "", StudyTables.patterns(study).markdown()]
    out += ["", "## Pooled", "", Self.poolNote, "", StudyTables.pooled(study).markdown()]
    out += ["", "## The article's claims on the pool", "", StudyTables.verdicts(study).markdown(), "", Self.rules]
    out += ["", "### What one app moves", ""]
      + StudyTables.robustness(study).map { "- " + TextTable.markdownEscaped($0) }
    return out.joined(separator: "\n") + "\n"
  }

  private var heading: String { StudyTextHeading.of(study) }

  private var failures: [String] {
    study.failures.map { "\($0.entry.label) (line \($0.entry.line)): \($0.failure ?? "")".escapedControls }
  }

  /// Each path an app's count left out, as `label: path: reason`.
  var notCounted: [String] { Self.notCounted(study) }

  /// Each path the apps of `study` left out, as `label: path: reason`, control characters escaped.
  static func notCounted(_ study: Study) -> [String] {
    study.apps.flatMap { app in app.skippedPaths.map { "\(app.entry.label): \($0)".escapedControls } }
  }

  static let notCountedNote = "Not counted (each app's figures leave these paths out):"

  /// `text` in lines of at most `width` characters, broken at spaces (a
  /// longer word gets a line of its own), each line after the first
  /// starting with `hanging` (within the width); linear in the text's length.
  static func wrap(_ text: String, width: Int = 80, hanging: String = "") -> String {
    TextWrap.lines(text, first: "", rest: hanging, width: width)
  }

  /// Each line without the spaces a table pads its last column with.
  static func trimmed(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { line in line.reversed().drop { $0 == " " }.reversed() }.map { String($0) }.joined(separator: "\n")
  }

  static let poolNote =
    "Pooled: each screen's part over its logic + view + model, every MVP-family, MVVM and MVC screen of "
    + "every app (MVI and other screens are not pooled); median [quartiles], in %. A screen counts once, in "
    + "its own app; one with no view code here (XML layouts, storyboards) is left out."

  static let rules =
    "A claim's figure is the median over its screens, each app counting once (an app's n screens weigh 1/n "
    + "each), with a 95 % interval from a bootstrap that resamples apps and, within each, its screens. "
    + "It holds when the interval lies inside the claimed range, does not hold when it lies outside it, and is "
    + "inconclusive otherwise (fewer than 3 apps, or an interval across a bound). MVVM shorter: pairs within "
    + "one app and one language, against its plain MVP folder, by the same rule on 25–30 %."
}
