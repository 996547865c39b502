import ArchFeatures
import Foundation

/// Lines by role for every feature × variant of a suite: each variant's own
/// files (its `sources` globs) plus the feature's shared `Model/`, counted
/// by ``SwiftLineCounter`` and assigned roles by ``RoleRules``. Fakes
/// (role ``Role/fake``) stand in for the network and are not screen code:
/// they are left out.
///
/// ```swift
/// let rows = try SuiteLines.measure(.standard, sources: SuiteLines.defaultSources)
/// rows.first { $0.feature == "search" && $0.variant == "mvp" && $0.role == "presenter" }?.share
/// ```
public enum SuiteLines {
  /// `Sources/ArchFeatures` of the checkout this tool was built from.
  public static var defaultSources: URL {
    URL(fileURLWithPath: #filePath)  // …/Sources/ArchMetrics/Lines/SuiteLines.swift
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("ArchFeatures")
  }

  /// One row per feature × variant × role with code; features without a
  /// folder under `sources` (say, an experimenter's) are left out.
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
        let own = files.filter { file in variant.sources.contains { Glob($0).matches(file) } }
        let mine = Set(own + model).sorted()
        var byRole: [Role: Int] = [:]
        for file in mine {
          let role = rules.role(forPath: "\(feature.title)/\(file)")
          if role != .fake { byRole[role, default: 0] += counts[file] ?? 0 }
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
