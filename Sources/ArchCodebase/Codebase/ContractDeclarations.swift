/// The protocols and interfaces declared at the top level of a presenter's
/// file: the contract the view talks through, written above the presenter
/// (`protocol LoginView: AnyObject { … }` then `final class
/// LoginPresenterImpl`). Their code lines are the screen's view part, as a
/// `*Contract` file's are, not its logic.
///
/// A line scan, not a parser: braces in string literals and comments are
/// skipped, and a line counts as code when something other than a comment
/// is on it, as the line counters count it for the cases that matter here.
///
/// ```swift
/// ContractDeclarations.codeLines(in: "protocol V {\n  func show()\n}\nfinal class P {}\n")  // 3
/// ```
package enum ContractDeclarations {
  /// Words that may stand before `protocol` or `interface`.
  static let modifiers: Set<String> = [
    "public", "internal", "private", "fileprivate", "open", "fun", "sealed", "abstract", "static",
  ]

  /// Code lines of the top-level `protocol` (Swift) and `interface`
  /// (Kotlin, Java) declarations in `text`.
  package static func codeLines(in text: String) -> Int {
    var depth = 0
    var count = 0
    var inDeclaration = false
    var opened = false
    var inBlockComment = false
    for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let line = strip(raw, inBlockComment: &inBlockComment)
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if depth == 0 && !inDeclaration && startsDeclaration(trimmed) {
        inDeclaration = true
        opened = false
      }
      if inDeclaration && !trimmed.isEmpty { count += 1 }
      let opens = line.filter { $0 == "{" }.count
      depth = max(0, depth + opens - line.filter { $0 == "}" }.count)
      if inDeclaration {
        if opens > 0 { opened = true }
        // Ended: its braces closed, or it had none (`interface Marker`).
        if depth == 0 && (opened || !trimmed.isEmpty) && !(trimmed.hasSuffix(",") || trimmed.hasSuffix(":")) {
          inDeclaration = !opened && trimmed.isEmpty
        }
      }
    }
    return count
  }

  /// Whether a trimmed line begins a protocol or interface declaration:
  /// modifiers and attributes, then the keyword and a name.
  static func startsDeclaration(_ line: String) -> Bool {
    let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
    guard let keyword = words.firstIndex(where: { !$0.hasPrefix("@") && !modifiers.contains(String($0)) }) else {
      return false
    }
    return (words[keyword] == "protocol" || words[keyword] == "interface") && keyword + 1 < words.count
  }

  /// The line without comments and string literals' contents.
  static func strip(_ line: Substring, inBlockComment: inout Bool) -> String {
    var out = ""
    var inString = false
    var previous: Character = " "
    var skipNext = false
    for character in line {
      if skipNext {
        skipNext = false
        previous = " "
        continue
      }
      if inBlockComment {
        if previous == "*" && character == "/" {
          inBlockComment = false
          previous = " "
          continue
        }
        previous = character
        continue
      }
      if inString {
        if character == "\\" {
          skipNext = true
        } else if character == "\"" {
          inString = false
          out.append("\"")
        }
        continue
      }
      if previous == "/" && character == "/" {
        out.removeLast()
        return out
      }
      if previous == "/" && character == "*" {
        out.removeLast()
        inBlockComment = true
        previous = " "
        continue
      }
      if character == "\"" { inString = true }
      out.append(character)
      previous = character
    }
    return out
  }
}
