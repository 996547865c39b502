/// Whether an app's screens hold enough of its code for its verdicts to
/// speak for it, by `archlab claims`' definition (``ScreenCodeShare``).
extension StudyApp {
  /// The screens' share of the code; `nil` for a failed app, and for an
  /// app with screens in a study written before ``screenCode`` (an app with
  /// no screen has none of its code in screens, whenever written).
  public var reading: ScreenCodeShare? {
    guard failure == nil, let screenCode = screenCode ?? (screens.isEmpty ? 0 : nil) else { return nil }
    return ScreenCodeShare(screens: screens.count, screenCode: screenCode, code: code)
  }

  /// Why the app's verdicts may not speak for the app: no screen in its
  /// code, or under a quarter of its code in screens; `nil` otherwise.
  public var readingWarning: String? { reading?.warning(grouping: "archlab claims --show-grouping") }
}
