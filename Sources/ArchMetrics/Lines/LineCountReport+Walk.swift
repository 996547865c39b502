import Foundation

extension LineCountReport {
  /// The files to count at `paths`: each named file, and every `.swift` file
  /// below each named folder outside hidden folders; sorted by path, each
  /// once.
  ///
  /// ```swift
  /// try LineCountReport.swiftFiles(in: [URL(fileURLWithPath: "Sources")])
  /// // [Sources/App/App.swift, Sources/App/LoginView.swift, …]
  /// ```
  ///
  /// - Throws: `CocoaError(.fileReadNoSuchFile)` for a path that does not exist.
  public static func swiftFiles(in paths: [URL]) throws -> [URL] {
    let manager = FileManager.default
    var found: [String: URL] = [:]
    for path in paths {
      var isFolder: ObjCBool = false
      guard manager.fileExists(atPath: path.path, isDirectory: &isFolder) else {
        throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: path.path])
      }
      guard isFolder.boolValue else {
        found[canonicalPath(path)] = path
        continue
      }
      for file in swiftFiles(below: path) { found[canonicalPath(file)] = file }
    }
    return found.keys.sorted().compactMap { found[$0] }
  }

  /// The `.swift` files below `folder`, skipping hidden entries.
  static func swiftFiles(below folder: URL) -> [URL] {
    let keys: [URLResourceKey] = [.isDirectoryKey, .isRegularFileKey]
    guard let walk = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: keys) else { return [] }
    var files: [URL] = []
    while let url = walk.nextObject() as? URL {
      let values = try? url.resourceValues(forKeys: Set(keys))
      if url.lastPathComponent.hasPrefix(".") {
        if values?.isDirectory == true { walk.skipDescendants() }
        continue
      }
      if values?.isRegularFile == true && url.pathExtension == "swift" { files.append(url) }
    }
    return files
  }
}
