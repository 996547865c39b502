/// Glob matching as ``Glob``'s documentation states it, by plain
/// backtracking: the slow, obvious reading to check the fast one against.
enum GlobReference {
  static func matches(_ pattern: String, _ path: String) -> Bool {
    // Without `/`, the pattern matches the last component; a leading `/` is ignored.
    let subject = pattern.contains("/") ? path : String(path.split(separator: "/").last ?? "")
    let p = Array(pattern.unicodeScalars.drop(while: { $0 == "/" }))
    let s = Array(subject.unicodeScalars)
    var memo: [Int: Bool] = [:]
    func match(_ i: Int, _ j: Int) -> Bool {
      let key = i * (s.count + 1) + j
      if let known = memo[key] { return known }
      let result: Bool
      if i == p.count {
        result = j == s.count
      } else if p[i] == "*", i + 1 < p.count, p[i + 1] == "*" {
        if i + 2 < p.count, p[i + 2] == "/" {
          // `**/`: no folder at all, or any run of characters ending in `/`.
          result = match(i + 3, j) || (j..<s.count).contains { s[$0] == "/" && match(i + 3, $0 + 1) }
        } else {
          result = (j...s.count).contains { match(i + 2, $0) }
        }
      } else if p[i] == "*" {
        result = (j...s.count).contains { k in match(i + 1, k) && !s[j..<k].contains("/") }
      } else if j == s.count {
        result = false
      } else if p[i] == "?" {
        result = s[j] != "/" && match(i + 1, j + 1)
      } else {
        result = p[i] == s[j] && match(i + 1, j + 1)
      }
      memo[key] = result
      return result
    }
    return match(0, 0)
  }
}
