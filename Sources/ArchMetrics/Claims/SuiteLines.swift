import ArchFeatures
import Foundation

/// Lines by role for every feature × variant of a suite: each variant's own
/// files (its `sources` globs, in the feature's folder or in the variant's
/// `sourceFolder`) plus the feature's shared `Model/`, counted
/// by ``/ArchCodebase/SwiftLineCounter`` and assigned roles by ``/ArchCodebase/RoleRules``. Fakes
/// (role ``/ArchCodebase/Role/fake``) stand in for the network and are not screen code:
/// they are left out.
///
/// ```swift
/// let rows = try SuiteLines.measure(.standard, sources: SuiteLines.defaultSources)
/// rows.first { $0.feature == "search" && $0.variant == "mvp" && $0.role == "presenter" }?.share
/// ```
public enum SuiteLines {
  /// `Sources/ArchFeatures` of the checkout this tool was built from.
  public static var defaultSources: URL {
    URL(fileURLWithPath: #filePath)  // …/Sources/ArchMetrics/Claims/SuiteLines.swift
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("ArchFeatures")
  }

  /// One row per feature × variant × role with code; features without a
  /// folder under `sources` (say, an experimenter's) and variants whose own
  /// files are not found are left out: no figure rather than a wrong one.
  ///
  /// - Parameter sources: The folder holding one folder per feature, named
  ///   by the feature's title.
  /// - Throws: When `sources` cannot be read.
  public static func measure(_ suite: FeatureSuite, sources: URL, rules: RoleRules = .standard) throws -> [LinesRow] {
    var rows: [LinesRow] = []
    for feature in suite.features {
      let folder = sources.appendingPathComponent(feature.title)
      guard FileManager.default.fileExists(atPath: folder.path) else { continue }
      let files = try LineCountReport.swiftFiles(in: [folder]).map { relativePath($0, to: folder) }
      let counts = try Dictionary(uniqueKeysWithValues: files.map { file in
        (file, try SwiftLineCounter.count(contentsOf: folder.appendingPathComponent(file)).counts.code)
      })
      let model = files.filter { Glob("Model/**").matches($0) }
      for variant in feature.variants {
        // Each file as the rules see it (under the feature's name) and its code lines.
        var mine: [(path: String, code: Int)] = model.map { ($0, counts[$0] ?? 0) }
        if let outside = variant.sourceFolder {
          let theirs = try LineCountReport.swiftFiles(in: [outside]).map { ($0, relativePath($0, to: outside)) }
          for (url, file) in theirs where variant.sources.contains(where: { Glob($0).matches(file) }) {
            mine.append((file, try SwiftLineCounter.count(contentsOf: url).counts.code))
          }
        } else {
          let own = files.filter { file in variant.sources.contains { Glob($0).matches(file) } }
          mine += own.filter { !model.contains($0) }.map { ($0, counts[$0] ?? 0) }
        }
        // A variant whose own files were not found has no figure: its shared model alone is not its size.
        guard mine.count > model.count else { continue }
        var byRole: [Role: Int] = [:]
        for file in mine {
          let role = rules.role(forPath: "\(feature.title)/\(file.path)")
          if role != .fake { byRole[role, default: 0] += file.code }
        }
        let total = byRole.values.reduce(0, +)
        for role in Role.standard + byRole.keys.filter({ !Role.standard.contains($0) }).sorted() {
          guard let code = byRole[role], code > 0 else { continue }
          rows.append(LinesRow(
            feature: feature.name, variant: variant.id.rawValue, role: role.rawValue, code: code,
            share: Double(code) / Double(max(1, total))))
        }
      }
    }
    return rows
  }

  static func relativePath(_ file: URL, to folder: URL) -> String {
    let base = folder.standardizedFileURL.path + "/"
    let path = file.standardizedFileURL.path
    return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : file.lastPathComponent
  }
}
