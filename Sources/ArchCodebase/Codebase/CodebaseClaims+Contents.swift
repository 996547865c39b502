import Foundation

extension CodebaseClaims {
  /// A counted file's text by the path the count gave it: relative to the
  /// one folder given, or starting with its folder's name when several were.
  public static func contents(under roots: [String]) -> @Sendable (String) -> String? {
    let urls = roots.map { URL(fileURLWithPath: $0) }
    return { path in
      for root in urls {
        let candidates = [
          root.appendingPathComponent(path), root.deletingLastPathComponent().appendingPathComponent(path),
        ]
        for url in candidates where url.path.hasPrefix(root.path) {
          if let text = try? String(contentsOf: url, encoding: .utf8) { return text }
        }
      }
      return nil
    }
  }
}
