/// Seeded random inputs and mutations of real ones, for the fuzz tests.
///
/// Mutations are the ones that trouble a lexer: bit flips, Swift's string
/// and comment delimiters, the three line breaks, bytes that are not UTF-8,
/// truncation, deletion, duplication and splicing with another input.
///
/// ```swift
/// var mutator = FuzzMutator(seed: 5)
/// let input = mutator.mutate(Array("let a = 1".utf8), tokens: FuzzMutator.swiftTokens, corpus: [])
/// ```
public struct FuzzMutator {
  private var random: SplitMix

  /// A mutator whose choices follow from `seed`: the same seed, the same inputs.
  public init(seed: UInt64) {
    random = SplitMix(seed: seed)
  }

  /// Tokens that change a Swift lexer's state, and a few that change a JSON reader's.
  public static let swiftTokens: [[UInt8]] = [
    "\"", "\"\"\"", "#", "##", "#\"", "\"#", "/*", "*/", "//", "///", "\\(", "\\", "\\#(", "(", ")",
    "\r", "\n", "\r\n", "\n\r", " ", "\t", "*", "/",
    "#/", "/#", "##/", "/##", "= /", "(/", "\u{FEFF}",
  ].map { Array($0.utf8) }
    + [[0xFF], [0x80], [0xC3], [0xE2, 0x82], [0xF0, 0x9F, 0x98], [0xC0, 0xAF], [0xED, 0xA0, 0x80]]

  /// JSON's structure, its edge-case numbers and escapes, and bytes that are not UTF-8.
  public static let jsonTokens: [[UInt8]] = [
    "{", "}", "[", "]", "\"", ",", ":", "null", "true", "-", "0", "1e999", "-1e-999", "\"inf\"", "\"nan\"",
    "\\u0000", "\\ud800", "\\", "9223372036854775808", "1.5", "\"\"", "{}", "[]",
  ].map { Array($0.utf8) } + [[0xFF], [0x00], [0xC3]]

  /// A number in `0..<bound` (0 when `bound` is not positive).
  public mutating func below(_ bound: Int) -> Int { bound <= 0 ? 0 : Int(random.next() % UInt64(bound)) }

  /// True `percent` times in a hundred.
  public mutating func chance(_ percent: Int) -> Bool { below(100) < percent }

  /// `length` random bytes, mostly from `alphabet`, sometimes any byte.
  public mutating func bytes(_ length: Int, alphabet: [[UInt8]]) -> [UInt8] {
    var out: [UInt8] = []
    while out.count < length {
      if chance(70) {
        out += alphabet[below(alphabet.count)]
      } else {
        out.append(UInt8(truncatingIfNeeded: random.next()))
      }
    }
    return out
  }

  /// `input` changed by one to `maxEdits` random edits; `corpus` feeds splices.
  public mutating func mutate(_ input: [UInt8], tokens: [[UInt8]], corpus: [[UInt8]], maxEdits: Int = 4) -> [UInt8] {
    var bytes = input
    for _ in 0..<(1 + below(maxEdits)) {
      let at = below(bytes.count + 1)
      switch below(9) {
      case 0 where !bytes.isEmpty:  // bit flip
        let i = below(bytes.count)
        bytes[i] ^= 1 << UInt8(below(8))
      case 1, 2:  // insert a token
        bytes.insert(contentsOf: tokens[below(tokens.count)], at: at)
      case 3:  // delete a run
        bytes.removeSubrange(at..<min(bytes.count, at + 1 + below(16)))
      case 4:  // truncate
        bytes.removeSubrange(at...)
      case 5 where !corpus.isEmpty:  // splice: our head, another input's tail
        let other = corpus[below(corpus.count)]
        bytes = Array(bytes[..<at]) + other[below(other.count + 1)...]
      case 6:  // duplicate a run
        let run = Array(bytes[at..<min(bytes.count, at + below(64))])
        bytes.insert(contentsOf: run, at: below(bytes.count + 1))
      case 7:  // random bytes
        bytes.insert(contentsOf: self.bytes(1 + below(8), alphabet: tokens), at: at)
      default:  // replace a byte with a token
        if at < bytes.count { bytes.replaceSubrange(at...at, with: tokens[below(tokens.count)]) }
      }
    }
    return bytes
  }
}
