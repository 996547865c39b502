/// A path pattern: `*` for any run of characters within one path component,
/// `**` for any run across components, `?` for one character other than `/`.
///
/// A pattern without `/` matches a path's last component, at any depth (as
/// in `.gitignore`): `*View.swift` matches `Sources/App/LoginView.swift`. A
/// pattern with `/` matches the whole path, relative to the counted root; a
/// leading `/` is ignored. `**/` also matches no folder at all, so
/// `**/Model/*` matches `Model/User.swift`. Every other character, `[` and
/// `\` included, matches itself.
///
/// ```swift
/// Glob("*View.swift").matches("Sources/App/LoginView.swift")     // true
/// Glob("Sources/*/Model/*").matches("Sources/App/Model/User.swift") // true
/// Glob("Sources/*").matches("Sources/App/Model/User.swift")         // false
/// Glob("Sources/**").matches("Sources/App/Model/User.swift")        // true
/// ```
public struct Glob: Sendable, Hashable, Codable, CustomStringConvertible {
  enum Token: Hashable {
    case scalar(Unicode.Scalar)
    case oneCharacter  // ?
    case star  // *
    case globstar  // **
    case anyFolders  // **/
  }

  /// The pattern as written.
  public let pattern: String
  let tokens: [Token]
  let matchesLastComponent: Bool
  /// The literal text the pattern ends with, and its longest literal run:
  /// a path that lacks either cannot match, which rejects most paths
  /// before the full match runs.
  let literalSuffix: [UInt8]
  let longestLiteral: [UInt8]

  /// A glob for `pattern`.
  public init(_ pattern: String) {
    self.pattern = pattern
    self.matchesLastComponent = !pattern.contains("/")
    let scalars = Array(pattern.unicodeScalars.drop(while: { $0 == "/" }))
    var tokens: [Token] = []
    var i = 0
    while i < scalars.count {
      switch scalars[i] {
      case "*" where i + 1 < scalars.count && scalars[i + 1] == "*":
        let slash = i + 2 < scalars.count && scalars[i + 2] == "/"
        tokens.append(slash ? .anyFolders : .globstar)
        i += slash ? 3 : 2
        continue
      case "*": tokens.append(.star)
      case "?": tokens.append(.oneCharacter)
      case let scalar: tokens.append(.scalar(scalar))
      }
      i += 1
    }
    self.tokens = tokens
    var runs: [[UInt8]] = [[]]
    for token in tokens {
      if case .scalar(let scalar) = token {
        runs[runs.count - 1] += Array(String(scalar).utf8)
      } else {
        runs.append([])
      }
    }
    self.literalSuffix = runs[runs.count - 1]
    self.longestLiteral = runs.max { $0.count < $1.count } ?? []
  }

  /// A path prepared once for matching against many globs: its UTF-8
  /// bytes and where its last component starts.
  struct Subject {
    let path: String
    let bytes: [UInt8]
    let lastStart: Int

    init(_ path: String) {
      self.path = path
      bytes = Array(path.utf8)
      lastStart = (bytes.lastIndex(of: UInt8(ascii: "/")) ?? -1) + 1
    }
  }

  /// Whether the bytes of `subject` from `start` on could match: they end
  /// with the literal suffix and hold the longest literal run.
  private func mayMatch(_ bytes: [UInt8], from start: Int) -> Bool {
    let count = bytes.count - start
    guard count >= literalSuffix.count else { return false }
    var i = 0
    while i < literalSuffix.count {
      if bytes[bytes.count - literalSuffix.count + i] != literalSuffix[i] { return false }
      i += 1
    }
    guard longestLiteral.count > literalSuffix.count else { return true }
    var at = start
    while at + longestLiteral.count <= bytes.count {
      var k = 0
      while k < longestLiteral.count && bytes[at + k] == longestLiteral[k] { k += 1 }
      if k == longestLiteral.count { return true }
      at += 1
    }
    return false
  }

  /// ``matches(_:)`` on a prepared path.
  func matches(_ subject: Subject) -> Bool {
    // A path ending in "/" has its last component before that slash: rare, done the slow way.
    let trailingSlash = subject.bytes.last == UInt8(ascii: "/")
    if !trailingSlash {
      guard mayMatch(subject.bytes, from: matchesLastComponent ? subject.lastStart : 0) else { return false }
    }
    let text = matchesLastComponent ? Self.lastComponent(subject.path) : Substring(subject.path)
    if trailingSlash { guard mayMatch(Array(text.utf8), from: 0) else { return false } }
    return fullMatch(text)
  }

  /// Whether `path` (relative, `/`-separated) matches the pattern.
  ///
  /// ```swift
  /// Glob("*Presenter.swift").matches("MVP/UserProfilePresenter.swift")  // true
  /// ```
  ///
  /// - Complexity: O(*p* × *s*) for a pattern of *p* tokens and a path of
  ///   *s* characters.
  public func matches(_ path: String) -> Bool {
    matches(Subject(path))
  }

  /// The full match of the pattern's tokens against `subject`.
  private func fullMatch(_ subject: Substring) -> Bool {
    let s = Array(subject.unicodeScalars)
    let n = s.count
    // next[j]: do tokens[i+1...] match s[j...]? Filled row by row from the end.
    var next = [Bool](repeating: false, count: n + 1)
    next[n] = true
    var row = next
    for token in tokens.reversed() {
      var anyFolders = false  // some k >= j with s[k] == "/" and next[k + 1]
      row[n] = token == .star || token == .globstar || token == .anyFolders ? next[n] : false
      for j in stride(from: n - 1, through: 0, by: -1) {
        switch token {
        case .scalar(let c): row[j] = s[j] == c && next[j + 1]
        case .oneCharacter: row[j] = s[j] != "/" && next[j + 1]
        case .star: row[j] = next[j] || (s[j] != "/" && row[j + 1])
        case .globstar: row[j] = next[j] || row[j + 1]
        case .anyFolders:
          anyFolders = anyFolders || (s[j] == "/" && next[j + 1])
          row[j] = next[j] || anyFolders
        }
      }
      swap(&row, &next)
    }
    return next[0]
  }

  /// The path's last component, found on its UTF-8 bytes (a `Character`
  /// search costs more than the whole match).
  static func lastComponent(_ path: String) -> Substring {
    let utf8 = path.utf8
    guard utf8.last != UInt8(ascii: "/") else { return Substring(path.split(separator: "/").last ?? "") }
    guard let slash = utf8.lastIndex(of: UInt8(ascii: "/")) else { return Substring(path) }
    return path[utf8.index(after: slash)...]
  }

  /// The pattern as written.
  public var description: String { pattern }

  /// Encodes as the pattern string.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(pattern)
  }

  /// Decodes from a pattern string.
  public init(from decoder: any Decoder) throws {
    self.init(try decoder.singleValueContainer().decode(String.self))
  }

  /// Globs are equal when their patterns are.
  public static func == (lhs: Glob, rhs: Glob) -> Bool { lhs.pattern == rhs.pattern }

  /// Hashes the pattern.
  public func hash(into hasher: inout Hasher) { hasher.combine(pattern) }
}
