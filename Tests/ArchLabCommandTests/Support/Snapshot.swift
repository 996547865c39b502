import Foundation
import Testing

/// Compares a run with `Snapshots/<name>.txt`; with the environment
/// variable `ARCHLAB_RECORD_SNAPSHOTS=1`, writes the file instead (and
/// fails, so a recording run is never mistaken for a passing one).
enum Snapshot {
  static let folder = ArchlabProcess.packageRoot.appendingPathComponent("Tests/ArchLabCommandTests/Snapshots")
  static let recording = ProcessInfo.processInfo.environment["ARCHLAB_RECORD_SNAPSHOTS"] == "1"

  /// The text a snapshot file holds for a run; the checkout's commit in a
  /// report's provenance reads `<commit>` (the date is fixed by
  /// `SOURCE_DATE_EPOCH`, which ``ArchlabProcess`` sets).
  static func text(_ arguments: [String], _ result: ArchlabProcess.Result) -> String {
    let command = (["archlab"] + arguments.map { $0.contains(" ") ? "\"\($0)\"" : $0 }).joined(separator: " ")
    return """
      $ \(command)
      exit: \(result.exitCode)
      --- stdout
      \(withoutCommit(result.stdout))--- stderr
      \(result.stderr)
      """
  }

  static func withoutCommit(_ text: String) -> String {
    text.replacing(/commit [0-9a-f]{12}/, with: "commit <commit>")
      .replacing(/"commit" : "[0-9a-f]{40}"/, with: #""commit" : "<commit>""#)
  }

  static func assert(
    _ name: String, _ arguments: [String], _ result: ArchlabProcess.Result,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let file = folder.appendingPathComponent("\(name).txt")
    let actual = text(arguments, result)
    if recording {
      try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try? Data(actual.utf8).write(to: file)
      Issue.record(
        "recorded \(file.lastPathComponent); run again without ARCHLAB_RECORD_SNAPSHOTS",
        sourceLocation: sourceLocation)
      return
    }
    guard let data = FileManager.default.contents(atPath: file.path) else {
      Issue.record(
        "no snapshot \(file.lastPathComponent); record it with ARCHLAB_RECORD_SNAPSHOTS=1 swift test",
        sourceLocation: sourceLocation)
      return
    }
    let expected = String(decoding: data, as: UTF8.self)
    #expect(
      actual == expected, "\(name): output differs from \(file.lastPathComponent)", sourceLocation: sourceLocation)
  }
}
