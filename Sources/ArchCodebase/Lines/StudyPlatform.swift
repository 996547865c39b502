/// Where a screen runs, by its language.
public enum StudyPlatform: String, Sendable, Codable, CaseIterable, Comparable {
  /// Swift.
  case iOS
  /// Kotlin and Java.
  case android = "Android"

  init(_ language: SourceLanguage) { self = language.platform }

  /// iOS before Android, as the tables list them.
  public static func < (lhs: Self, rhs: Self) -> Bool { lhs == .iOS && rhs == .android }
}
