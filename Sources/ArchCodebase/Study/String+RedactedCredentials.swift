import Foundation

extension String {
  /// The text with the user-info of every URL in it (`user:token@` after
  /// `scheme://`) written `<redacted>@`, as git redacts a URL it prints:
  /// a study shows where an app came from, never the credential that
  /// fetched it.
  ///
  /// A URL's user-info runs to the last `@` before the URL ends (at a
  /// space or a line end), so a password holding an `@`, a `/` or a quote
  /// is redacted whole; a path or query with an `@` in it loses its host
  /// too, which is the safe side. A scp-like source (`git@host:org/app`)
  /// names a user and no secret, and stays as it is; so does a path.
  ///
  /// ```swift
  /// "cannot clone https://me:ghp_x1@github.com/org/app.git".redactingURLCredentials
  /// // "cannot clone https://<redacted>@github.com/org/app.git"
  /// ```
  ///
  /// - Complexity: O(n) in the text's length.
  package var redactingURLCredentials: String {
    guard contains("://") && contains("@") else { return self }
    var out = ""
    var rest = self[...]
    while let scheme = rest.range(of: "://") {
      out += rest[..<scheme.upperBound]
      rest = rest[scheme.upperBound...]
      let end = rest.firstIndex(where: \.isWhitespace) ?? rest.endIndex
      if let at = rest[..<end].lastIndex(of: "@") {
        out += "<redacted>"
        rest = rest[at...]
      }
    }
    return out + rest
  }
}
