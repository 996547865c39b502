/// The Levenshtein distance between two strings: the fewest single-character
/// insertions, deletions and substitutions that turn `a` into `b`.
///
/// ```swift
/// editDistance("lsit", "list")  // 2
/// ```
///
/// - Complexity: O(*a* × *b*) time, O(*b*) memory.
package func editDistance(_ a: String, _ b: String) -> Int {
  let a = Array(a)
  let b = Array(b)
  if a.isEmpty { return b.count }
  if b.isEmpty { return a.count }
  var previous = Array(0...b.count)
  for i in 1...a.count {
    var current = [i] + Array(repeating: 0, count: b.count)
    for j in 1...b.count {
      let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
      current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
    }
    previous = current
  }
  return previous[b.count]
}

/// The choice nearest to a mistyped input, or `nil` when none is close.
///
/// A choice is close when its edit distance to `input` is at most
/// `max(2, input.count / 3)`. Among close choices the nearest wins; on a tie,
/// the one listed first. Commands use it to suggest a valid name:
///
/// ```swift
/// nearest("fed", in: ["feed", "login", "search"])  // "feed"
/// nearest("zzz", in: ["feed", "login", "search"])  // nil
/// ```
///
/// - Complexity: O(*n* × *m*²) for *n* choices of length about *m*.
package func nearest(_ input: String, in choices: [String]) -> String? {
  let limit = max(2, input.count / 3)
  var best: (choice: String, distance: Int)?
  for choice in choices {
    let distance = editDistance(input, choice)
    guard distance <= limit else { continue }
    if best == nil || distance < best!.distance { best = (choice, distance) }
  }
  return best?.choice
}
