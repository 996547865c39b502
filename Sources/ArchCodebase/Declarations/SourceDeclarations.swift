/// What one Swift, Kotlin or Java file declares and names: its types
/// (nested ones too) with their supertypes and annotations, its top-level
/// functions, and every capitalized name it mentions. The one input from
/// which roles and screens are read off the code (``AppDeclarations``).
///
/// Read by a tokenizer, not a compiler: comments and literals are skipped
/// (by our own tokenizer), then declarations are found by their keywords.
///
/// ```swift
/// let file = SourceDeclarations("""
///   @HiltViewModel
///   class LoginViewModel @Inject constructor(private val repo: UserRepository) : ViewModel() { }
///   """, language: .kotlin)
/// file.types[0].annotations  // ["HiltViewModel"]
/// file.types[0].supertypes   // ["ViewModel"]
/// file.references            // ["Inject", "LoginViewModel", "UserRepository", "ViewModel"]
/// ```
///
/// - Complexity: O(n) in the file's bytes.
public struct SourceDeclarations: Sendable, Hashable, Codable {
  /// The types declared, in order.
  public var types: [DeclaredType]
  /// The functions declared outside any type.
  public var functions: [DeclaredFunction]
  /// Capitalized names mentioned anywhere in code (declared ones included).
  public var references: Set<String>

  /// Reads `text` as `language`.
  public init(_ text: String, language: SourceLanguage) {
    var reader = DeclarationReader(tokens: SourceTokenizer.tokens(of: text, language: language), language: language)
    reader.read()
    types = reader.types
    functions = reader.functions
    references = reader.references
  }

  /// The types declared at the top level, extensions left out.
  public var topLevelTypes: [DeclaredType] {
    types.filter { $0.outer == nil && $0.kind != .extension }
  }
}

/// Finds declarations in a token stream (``SourceDeclarations``).
struct DeclarationReader {
  let tokens: [SourceToken]
  let language: SourceLanguage
  var index = 0
  var types: [DeclaredType] = []
  var functions: [DeclaredFunction] = []
  var references: Set<String> = []
  /// Types whose bodies are open, with the brace depth outside each.
  var open: [(type: Int, depth: Int)] = []
  var depth = 0
  /// A declared type whose body's `{` comes next.
  var awaitingBody: Int?
  var annotations: [String] = []
  var modifiers: [String] = []
  var firstLine: Int?
  var codeLine: [Bool] = []

  static let keywords: [String: DeclaredType.Kind] = [
    "class": .class, "struct": .struct, "enum": .enum, "protocol": .protocol, "interface": .interface,
    "object": .object, "actor": .actor, "extension": .extension,
  ]

  static let modifierWords: Set<String> = [
    "public", "private", "internal", "fileprivate", "open", "final", "abstract", "sealed", "data", "inner", "value",
    "inline", "static", "override", "protected", "package", "expect", "actual", "external", "indirect", "companion",
    "nonisolated", "required", "convenience", "dynamic", "lateinit", "suspend", "annotation", "strictfp",
  ]

  /// Words that cannot name a type, so `class func` and `class var` declare none.
  static let notNames: Set<String> = [
    "func", "var", "let", "subscript", "init", "deinit", "override", "final", "static", "private", "public",
    "fileprivate", "internal", "open", "where", "in", "is", "as", "else",
  ]

  init(tokens: [SourceToken], language: SourceLanguage) {
    self.tokens = tokens
    self.language = language
  }

  mutating func read() {
    let lastLine = tokens.last?.line ?? 0
    codeLine = Array(repeating: false, count: lastLine + 2)
    for token in tokens where token.kind != .newline { codeLine[token.line] = true }
    while index < tokens.count {
      step()
    }
    for entry in open { close(entry.type, at: lastLine) }
    // Code lines per type, by a running count of lines with a token.
    var before = Array(repeating: 0, count: codeLine.count + 1)
    for line in codeLine.indices { before[line + 1] = before[line] + (codeLine[line] ? 1 : 0) }
    for i in types.indices {
      let lines = types[i].lines
      types[i].codeLines = before[min(lines.upperBound + 1, codeLine.count)] - before[lines.lowerBound]
    }
  }

  mutating func step() {
    let token = tokens[index]
    switch token.kind {
    case .newline:
      index += 1
    case .annotation(let name):
      index += 1
      if name == "interface" {  // Java's annotation type: `@interface Inject`
        declare(.interface, at: token.line)
        return
      }
      firstLine = firstLine ?? token.line
      annotations.append(name)
      note(name)
      if index < tokens.count, tokens[index].isPunctuation(UInt8(ascii: "(")) { skipBalanced(into: nil) }
    case .word(let word):
      note(word)
      index += 1
      clearPending()
    case .keyword(let word):
      index += 1
      if Self.modifierWords.contains(word) || isModifierHere(word) {
        firstLine = firstLine ?? token.line
        modifiers.append(word)
      } else if let kind = Self.keywords[word], namesADeclaration() {
        declare(kind, at: firstLine ?? token.line)
      } else if (word == "func" || word == "fun") && open.isEmpty && depth == 0 {
        declareFunction(at: firstLine ?? token.line)
      } else {
        clearPending()
      }
    case .punctuation(let byte):
      index += 1
      if byte == UInt8(ascii: "{") {
        if let type = awaitingBody {
          open.append((type, depth))
          types[type].hasBody = true
        }
        awaitingBody = nil
        depth += 1
      } else if byte == UInt8(ascii: "}") {
        depth = max(0, depth - 1)
        while let last = open.last, last.depth >= depth {
          open.removeLast()
          close(last.type, at: token.line)
        }
      }
      clearPending()
    }
  }

  /// Whether the keyword just read declares a type: a name (not a
  /// keyword) follows on the same line, and no `.` or `::` stands before it
  /// (`Foo.class`, `Foo::class`).
  func namesADeclaration() -> Bool {
    if index >= 2 {
      let before = tokens[index - 2]
      if before.isPunctuation(UInt8(ascii: ".")) || before.isPunctuation(UInt8(ascii: ":")) { return false }
    }
    guard index < tokens.count, case .word(let name) = tokens[index].kind else { return false }
    return !Self.notNames.contains(name)
  }

  /// Kotlin's `enum class`, `fun interface`: the first word is a modifier there.
  func isModifierHere(_ word: String) -> Bool {
    guard language == .kotlin, word == "enum" || word == "fun" else { return false }
    let next = nextWord()
    return word == "enum" ? next == "class" : next == "interface"
  }

  mutating func clearPending() {
    annotations = []
    modifiers = []
    firstLine = nil
  }

  /// A capitalized word is a type name a file may use.
  mutating func note(_ word: String) {
    guard let first = word.utf8.first, first >= 0x41 && first <= 0x5A else { return }
    references.insert(word)
    for entry in open { types[entry.type].references.insert(word) }
  }

  /// The next word, line breaks skipped, without moving.
  func nextWord() -> String? {
    var i = index
    while i < tokens.count, tokens[i].kind == .newline { i += 1 }
    return i < tokens.count ? tokens[i].word : nil
  }

  mutating func skipNewlines() {
    while index < tokens.count, tokens[index].kind == .newline { index += 1 }
  }

  /// Reads `Name.Inner`, noting each part; `nil` when no word is next.
  mutating func readDottedName(into type: Int?) -> String? {
    skipNewlines()
    guard index < tokens.count, let first = tokens[index].word else { return nil }
    var parts = [first]
    noteInto(type, first)
    index += 1
    while index + 1 < tokens.count, tokens[index].isPunctuation(UInt8(ascii: ".")), let next = tokens[index + 1].word {
      parts.append(next)
      noteInto(type, next)
      index += 2
    }
    return parts.joined(separator: ".")
  }

  mutating func noteInto(_ type: Int?, _ word: String) {
    note(word)
    if let type, let first = word.utf8.first, first >= 0x41 && first <= 0x5A { types[type].references.insert(word) }
  }

  /// Skips a balanced `(…)` or `<…>` starting at `index`, noting the
  /// names in it.
  mutating func skipBalanced(into type: Int?) {
    guard index < tokens.count, case .punctuation(let open) = tokens[index].kind else { return }
    let close: UInt8 = open == UInt8(ascii: "(") ? UInt8(ascii: ")") : UInt8(ascii: ">")
    var level = 0
    while index < tokens.count {
      switch tokens[index].kind {
      case .punctuation(let byte) where byte == open: level += 1
      case .punctuation(let byte) where byte == close: level -= 1
      // A brace or `;` inside is no part of a signature: an unbalanced `<` (a comparison) ends here.
      case .punctuation(let byte) where byte == UInt8(ascii: "{") || byte == UInt8(ascii: ";"): return
      case .word(let word), .keyword(let word), .annotation(let word): noteInto(type, word)
      default: break
      }
      index += 1
      if level == 0 { return }
    }
  }

  mutating func declare(_ kind: DeclaredType.Kind, at line: Int) {
    let outer = open.last.map { types[$0.type].name }
    let type = types.count
    types.append(
      DeclaredType(
        name: "", kind: kind, supertypes: [], annotations: annotations, modifiers: modifiers, outer: outer,
        references: [], lines: line...line, codeLines: 0))
    clearPending()
    guard let name = readDottedName(into: type) else { return }
    types[type].name = name.split(separator: ".").last.map(String.init) ?? name
    readSignature(of: type)
    awaitingBody = hasBody() ? type : nil
    if awaitingBody == nil { close(type, at: tokens[max(0, index - 1)].line) }
  }

  /// Generic parameters, a Kotlin primary constructor, then the supertypes
  /// (`: A, B`, `extends A implements B`).
  mutating func readSignature(of type: Int) {
    if index < tokens.count, tokens[index].isPunctuation(UInt8(ascii: "<")) { skipBalanced(into: type) }
    // Kotlin: `@Inject constructor(…)`, `private constructor(…)`, `(val a: A)`.
    while index < tokens.count {
      switch tokens[index].kind {
      case .annotation(let word):
        noteInto(type, word)
        index += 1
      case .keyword(let word) where word == "constructor" || Self.modifierWords.contains(word):
        index += 1
      case .punctuation(let byte) where byte == UInt8(ascii: "(") && language == .kotlin:
        skipBalanced(into: type)
      default:
        return readSupertypes(of: type)
      }
    }
  }

  mutating func readSupertypes(of type: Int) {
    let introducers: Set<String> = ["extends", "implements"]
    guard index < tokens.count else { return }
    if tokens[index].isPunctuation(UInt8(ascii: ":")) {
      index += 1
    } else if let word = tokens[index].word, introducers.contains(word) {
      index += 1
    } else {
      return
    }
    while let name = readDottedName(into: type) {
      types[type].supertypes.append(name)
      if index < tokens.count, tokens[index].isPunctuation(UInt8(ascii: "<")) { skipBalanced(into: type) }
      if index < tokens.count, tokens[index].isPunctuation(UInt8(ascii: "(")) { skipBalanced(into: type) }
      if index < tokens.count, tokens[index].word == "by" { skipDelegation(into: type) }
      let save = index
      skipNewlines()
      guard index < tokens.count else { return }
      if tokens[index].isPunctuation(UInt8(ascii: ",")) || tokens[index].isPunctuation(UInt8(ascii: "&")) {
        index += 1
      } else if let word = tokens[index].word, introducers.contains(word) {
        index += 1
      } else {
        index = save
        return
      }
    }
  }

  /// Kotlin's `: Api by impl`: the delegate expression, up to `,` or `{`.
  mutating func skipDelegation(into type: Int) {
    index += 1
    while index < tokens.count {
      switch tokens[index].kind {
      case .punctuation(let byte) where byte == UInt8(ascii: ",") || byte == UInt8(ascii: "{"): return
      case .punctuation(let byte) where byte == UInt8(ascii: "("): skipBalanced(into: type)
      case .newline: return
      case .word(let word), .keyword(let word):
        noteInto(type, word)
        index += 1
      default: index += 1
      }
    }
  }

  /// Whether a `{` opens the body of what was just declared: next, after a
  /// Swift `where` clause, or on the next line (Allman style). A Kotlin
  /// `data class A(val x: Int)` has none.
  func hasBody() -> Bool {
    var i = index
    var sawNewline = false
    while i < tokens.count {
      switch tokens[i].kind {
      case .punctuation(let byte) where byte == UInt8(ascii: "{"): return true
      case .punctuation(let byte) where byte == UInt8(ascii: ";") || byte == UInt8(ascii: "}"): return false
      case .newline: sawNewline = true
      case .keyword(let word) where word == "where": sawNewline = false
      default:
        if sawNewline { return false }
      }
      i += 1
    }
    return false
  }

  mutating func close(_ type: Int, at line: Int) {
    let start = types[type].lines.lowerBound
    types[type].lines = start...max(start, line)
  }

  /// `func name`, `fun name`, `fun Receiver.name`, `fun <T> name`.
  mutating func declareFunction(at line: Int) {
    let marks = annotations
    clearPending()
    skipNewlines()
    if index < tokens.count, tokens[index].isPunctuation(UInt8(ascii: "<")) { skipBalanced(into: nil) }
    guard let name = readDottedName(into: nil) else { return }
    functions.append(
      DeclaredFunction(name: name.split(separator: ".").last.map(String.init) ?? name, annotations: marks, line: line))
  }
}
