import ArchCodebase
import ArchFeatures
import Foundation

/// Lines by part for every feature × variant of a suite, by the
/// definitions `archlab claims` judges an app with: each file's role read
/// from its declarations where the name rules leave it open, and its lines
/// by part (``/ArchCodebase/FileParts``), so the view's protocols in a
/// presenter's file are view and an MVC controller is view. A variant is
/// one screen: its own files (its `sources` globs, in the feature's folder
/// or in the variant's `sourceFolder`). The feature's `Model/` folder is
/// its shared model: app-wide, beside each screen (a `shared model` row),
/// not in its shares. Fakes (role ``/ArchCodebase/Role/fake``) stand in for
/// the network and are left out.
///
/// Each row's share is its code over the variant's logic + view + model,
/// as an app's screen's is; wiring, other and the shared model are beside.
///
/// ```swift
/// let rows = try SuiteLines.measure(.standard, sources: SuiteLines.defaultSources)
/// rows.first { $0.feature == "search" && $0.variant == "mvp" && $0.role == "logic" }?.share
/// ```
public enum SuiteLines {
  /// The row of a variant's shared model, beside its parts.
  public static let sharedModelRole = "shared model"

  /// `Sources/ArchFeatures` of the checkout this tool was built from.
  public static var defaultSources: URL {
    URL(fileURLWithPath: #filePath)  // …/Sources/ArchMetrics/Claims/SuiteLines.swift
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("ArchFeatures")
  }

  /// One row per feature × variant × part with code, and its shared
  /// model; features without a folder under `sources` (say, an
  /// experimenter's) and variants whose own files are not found are left
  /// out: no figure rather than a wrong one.
  ///
  /// - Parameters:
  ///   - sources: The folder holding one folder per feature, named by the
  ///     feature's title.
  ///   - only: The one feature to measure, by name; `nil` for all.
  /// - Throws: When `sources` cannot be read.
  public static func measure(
    _ suite: FeatureSuite, sources: URL, rules: RoleRules = .standard, only: String? = nil
  ) throws -> [LinesRow] {
    var rows: [LinesRow] = []
    for feature in suite.features where only == nil || feature.name == only {
      let folder = sources.appendingPathComponent(feature.title)
      guard FileManager.default.fileExists(atPath: folder.path) else { continue }
      let prefix = feature.title + "/"
      // Only the feature's own folder: a run of one screen reads one screen's files.
      let mine = try read(folder, rules: rules, rolePrefix: prefix)
      let model = mine.filter { Glob("\(prefix)Model/**").matches($0.path) && $0.role != .fake }
      let sharedModel = model.map(\.code).reduce(0, +)
      for variant in feature.variants {
        let own: [FileParts]
        if let outside = variant.sourceFolder {
          own = try read(outside, rules: rules, rolePrefix: prefix).filter { file in
            variant.sources.contains { Glob(prefix + $0).matches(file.path) }
          }
        } else {
          own = mine.filter { file in
            !model.contains(file) && variant.sources.contains { Glob(prefix + $0).matches(file.path) }
          }
        }
        // A variant whose own files were not found has no figure: its shared model alone is not its size.
        guard !own.isEmpty else { continue }
        var lines = PartLines()
        for file in own where file.role != .fake {
          for part in ScreenPart.allCases { lines[part] += file.parts[part] }
        }
        let total = Double(max(1, lines.logic + lines.view + lines.model))
        for part in ScreenPart.allCases where lines[part] > 0 {
          rows.append(LinesRow(
            feature: feature.name, variant: variant.id.rawValue, role: part.rawValue, code: lines[part],
            share: Double(lines[part]) / total))
        }
        if sharedModel > 0 {
          rows.append(LinesRow(
            feature: feature.name, variant: variant.id.rawValue, role: sharedModelRole, code: sharedModel,
            share: Double(sharedModel) / total))
        }
      }
    }
    return rows
  }

  /// The Swift files under `folder`, read as `claims` reads an app; paths
  /// relative to `folder`, after `rolePrefix` (the feature's folder, for
  /// an outside variant's files), as the rules see them.
  static func read(_ folder: URL, rules: RoleRules, rolePrefix: String = "") throws -> [FileParts] {
    var texts: [String: String] = [:]
    var counted: [FileLineCount] = []
    for url in try LineCountReport.swiftFiles(in: [folder]) {
      let path = rolePrefix + relativePath(url, to: folder)
      let bytes = [UInt8](try Data(contentsOf: url))
      texts[path] = String(decoding: bytes, as: UTF8.self)
      counted.append(FileLineCount(
        path: path, role: rules.role(forPath: path), counts: SwiftLineCounter.count(bytes: bytes).counts,
        language: .swift))
    }
    return FileParts.read(LineCountReport(files: counted, roleOrder: rules.roles), rules: rules) { texts[$0] }
  }

  static func relativePath(_ file: URL, to folder: URL) -> String {
    let base = folder.standardizedFileURL.path + "/"
    let path = file.standardizedFileURL.path
    return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : file.lastPathComponent
  }
}
