import Foundation

/// A language whose lines ArchLab counts, each with a counter that knows
/// its lexical rules: ``SwiftLineCounter``, ``KotlinLineCounter``,
/// ``JavaLineCounter``.
///
/// A mixed tree (an iOS app beside its Android twin) is counted in one
/// pass; each file's language comes from its extension.
///
/// ```swift
/// SourceLanguage(pathExtension: "kts")  // .kotlin
/// try SourceLanguage.java.count(contentsOf: url).counts.code
/// ```
public enum SourceLanguage: String, Sendable, Hashable, Codable, CaseIterable, Comparable, CustomStringConvertible {
  /// `.swift` files.
  case swift = "Swift"
  /// `.kt` and `.kts` files.
  case kotlin = "Kotlin"
  /// `.java` files.
  case java = "Java"

  /// The language of files with `pathExtension` (no dot), or `nil` when
  /// ArchLab does not count it.
  public init?(pathExtension: String) {
    switch pathExtension {
    case "swift": self = .swift
    case "kt", "kts": self = .kotlin
    case "java": self = .java
    default: return nil
    }
  }

  /// The extensions of its files, without the dot.
  public var pathExtensions: [String] {
    switch self {
    case .swift: ["swift"]
    case .kotlin: ["kt", "kts"]
    case .java: ["java"]
    }
  }

  /// The platform its screens run on, whose framework types its code
  /// inherits from: iOS for Swift, Android for Kotlin and Java. A study
  /// pools screens by it, and app types of one platform never resolve
  /// through the other's.
  public var platform: StudyPlatform {
    switch self {
    case .swift: .iOS
    case .kotlin, .java: .android
    }
  }

  /// Every counted extension of `languages`.
  static func extensions(of languages: [SourceLanguage]) -> Set<String> {
    Set(languages.flatMap(\.pathExtensions))
  }

  /// Counts the lines of the file at `url` by this language's rules.
  ///
  /// - Throws: the error of reading the file.
  public func count(contentsOf url: URL) throws -> LineCountResult {
    switch self {
    case .swift: try SwiftLineCounter.count(contentsOf: url)
    case .kotlin: try KotlinLineCounter.count(contentsOf: url)
    case .java: try JavaLineCounter.count(contentsOf: url)
    }
  }

  /// Whether `bytes` are a Git LFS pointer file, which stands in a
  /// repository for a file kept elsewhere.
  static func isLFSPointer(_ bytes: [UInt8]) -> Bool {
    bytes.starts(with: lfsPointerStart)
  }

  private static let lfsPointerStart = Array("version https://git-lfs.github.com/spec/v1".utf8)

  /// Whether `bytes` are a binary file's rather than text: a NUL byte in
  /// the first 8,000, as git and cloc decide.
  static func isBinary(_ bytes: some Collection<UInt8>) -> Bool {
    bytes.prefix(8_000).contains(0)
  }

  /// Counts the lines of `bytes` by this language's rules.
  public func count(bytes: [UInt8]) -> LineCountResult {
    switch self {
    case .swift: SwiftLineCounter.count(bytes: bytes)
    case .kotlin: KotlinLineCounter.count(bytes: bytes)
    case .java: JavaLineCounter.count(bytes: bytes)
    }
  }

  /// Orders as declared: Swift, Kotlin, Java.
  public static func < (lhs: SourceLanguage, rhs: SourceLanguage) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }

  /// The language's name.
  public var description: String { rawValue }
}
