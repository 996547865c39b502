/// How much of an app's code its screens hold, and the warning when it is
/// too little for the app's verdicts to speak for the app: one definition
/// for `archlab claims` (``CodebaseSummary/readingWarning``) and
/// `archlab study` (``StudyApp/readingWarning``).
///
/// An app is flagged when it has code and no screen, or when under a
/// quarter (``least``) of its code lines are in files of a screen.
///
/// ```swift
/// let share = ScreenCodeShare(screens: 3, screenCode: 120, code: 1_000)
/// share.share                                   // 0.12
/// share.warning(grouping: "--show-grouping")    // "only 12 % of the code is in screens: …"
/// ```
public struct ScreenCodeShare: Sendable, Equatable {
  /// The share under which an app is flagged.
  public static let least = 0.25

  /// How many screens were found.
  public var screens: Int
  /// Code lines of the files in a screen.
  public var screenCode: Int
  /// Code lines of every counted file.
  public var code: Int

  /// The share of `code` that `screenCode` is, over `screens` screens.
  public init(screens: Int, screenCode: Int, code: Int) {
    self.screens = screens
    self.screenCode = screenCode
    self.code = code
  }

  /// The share of the code that is in screens (0 when there is no code).
  public var share: Double { code == 0 ? 0 : Double(screenCode) / Double(code) }

  /// Whether the screens hold too little of the code: none at all, or
  /// under ``least``; an app with no code is not flagged.
  public var isFlagged: Bool { code > 0 && (screens == 0 || share < Self.least) }

  /// The warning in words, `nil` when not flagged; `grouping` names what
  /// shows where each file went (`claims` has `--show-grouping` itself, a
  /// study points to `archlab claims --show-grouping`).
  public func warning(grouping: String) -> String? {
    guard isFlagged else { return nil }
    let hint = "\(grouping) says where each file went"
    if screens == 0 { return "no screen was found in \(code) code lines, so no claim is judged on this app; \(hint)" }
    return "only \(ClaimRow.percent(share)) of the code is in screens: the verdicts speak for that part of the app; "
      + hint
  }
}
