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
          // Bytes then text: faster than Foundation's String(contentsOf:), and a stray byte is no reason to skip.
          if let data = try? Data(contentsOf: url) { return String(decoding: data, as: UTF8.self) }
        }
      }
      return nil
    }
  }
}
