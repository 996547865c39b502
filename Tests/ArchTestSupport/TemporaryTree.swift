import Foundation

/// A folder of files made for one test and removed after it: the tree a
/// test of `claims`, `loc` or a study reads.
///
/// ```swift
/// let claims = try TemporaryTree.with(["App/LoginPresenter.swift": "let a = 1\n"]) { root in
///   try LineCountReport(counting: [root], rules: .mobilePreset, exclusions: .standard)
/// }
/// ```
public enum TemporaryTree {
  /// Writes `files` (path → text) under a new temporary folder, runs
  /// `body` on it, and removes it.
  public static func with<Result>(
    _ files: [String: String], prefix: String = "archlab-tree", _ body: (URL) throws -> Result
  ) throws -> Result {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    for (path, text) in files {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    return try body(root)
  }
}
