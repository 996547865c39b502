import Foundation

extension LineCountReport {
  /// The files to count at `paths`: each named file, and every `.swift` file
  /// below each named folder outside hidden folders, following symbolic
  /// links (each folder once); sorted by path, each file once.
  ///
  /// ```swift
  /// try LineCountReport.swiftFiles(in: [URL(fileURLWithPath: "Sources")])
  /// // [Sources/App/App.swift, Sources/App/LoginView.swift, …]
  /// ```
  ///
  /// - Throws: `CocoaError(.fileReadNoSuchFile)` for a path that does not
  ///   exist; the first ``SkippedPath`` (an unreadable folder, a FIFO named
  ///   `*.swift`, …) when one could not be looked at. A report lists them all
  ///   instead: ``init(counting:relativeTo:rules:)``.
  public static func swiftFiles(in paths: [URL]) throws -> [URL] {
    let walk = try SourceFileWalk(paths)
    if let (url, reason) = walk.skipped.first { throw SkippedPath(path: url.path, reason: reason) }
    return walk.files
  }
}
