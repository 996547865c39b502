/// Source files of a language ArchLab does not count (Objective-C, C, …):
/// listed with their line totals, never dropped silently.
///
/// ```swift
/// report.uncounted  // [Objective-C: 12 files, 3,410 lines]
/// ```
public struct UncountedLanguage: Sendable, Hashable, Codable, CustomStringConvertible {
  /// The language's name: `"Objective-C"`.
  public var language: String
  /// How many of its files the walk met.
  public var files: Int
  /// Their lines, all kinds together (a line break ends a line).
  public var lines: Int

  /// An entry.
  public init(language: String, files: Int, lines: Int) {
    self.language = language
    self.files = files
    self.lines = lines
  }

  /// The source languages that are recognised but not counted, by
  /// extension.
  static let byExtension: [String: String] = [
    "m": "Objective-C", "mm": "Objective-C++", "h": "C/C++/Objective-C header", "c": "C",
    "cc": "C++", "cpp": "C++", "cxx": "C++", "hpp": "C++ header", "js": "JavaScript", "ts": "TypeScript",
    "dart": "Dart", "py": "Python", "rb": "Ruby", "cs": "C#", "go": "Go", "rs": "Rust", "scala": "Scala",
    "groovy": "Groovy",
  ]

  /// The name of the uncounted language of files with `pathExtension`.
  static func name(forExtension pathExtension: String) -> String? { byExtension[pathExtension] }

  /// `"Objective-C: 12 files, 3410 lines"`.
  public var description: String {
    "\(language): \(files) file\(files == 1 ? "" : "s"), \(lines) line\(lines == 1 ? "" : "s")"
  }
}
