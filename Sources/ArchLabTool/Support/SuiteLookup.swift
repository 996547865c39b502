import ArchCodebase
import ArchFeatures
import ArchLabCLI
import ArchMetrics
import Foundation

/// Finds what the user named in the suite of this run, or says what they
/// probably meant.
enum SuiteLookup {
  /// The suite the commands of this run see: the standard one unless
  /// ``ArchLabTool/run(_:suite:sources:rules:name:output:)`` binds another. A task
  /// local rather than a parameter threaded through every command: one run
  /// has one suite, and nothing else may change it.
  @TaskLocal static var suite = FeatureSuite.standard
  /// The folder the lines of the suite's screens are counted from.
  @TaskLocal static var sources = SuiteLines.defaultSources
  /// The roles the suite's files are counted under when no `--rules` is given.
  @TaskLocal static var rules = RoleRules.standard
  /// The command line of this run, as a report records it: the command's
  /// name, then its arguments.
  @TaskLocal static var invocation = ["archlab"] + Array(CommandLine.arguments.dropFirst())

  static func feature(_ name: String) throws(CommandFailure) -> AnyFeature {
    if let feature = suite.feature(named: name.lowercased()) { return feature }
    let names = suite.features.map(\.name)
    throw .usage(unknownName("feature", name, choices: names))
  }

  static func variants(_ names: [String], of feature: AnyFeature?) throws(CommandFailure) -> [VariantID] {
    let known = feature.map { $0.variants.map(\.id) } ?? allVariants
    var chosen: [VariantID] = []
    for name in names {
      guard let id = known.first(where: { $0.rawValue == name.lowercased() }) else {
        let scope = feature.map { " of \($0.name)" } ?? ""
        throw .usage(unknownName("variant", name, choices: known.map(\.rawValue), scope: scope))
      }
      if !chosen.contains(id) { chosen.append(id) }
    }
    return chosen
  }

  /// The scenario named (or numbered, from 1) `text`.
  static func scenario(_ text: String, of feature: AnyFeature) throws(CommandFailure) -> String {
    if let number = Int(text) {
      guard feature.scenarios.indices.contains(number - 1) else {
        throw .usage("\(feature.name) has scenarios 1 to \(feature.scenarios.count), not \(number)")
      }
      return feature.scenarios[number - 1]
    }
    if let exact = feature.scenarios.first(where: { $0.lowercased() == text.lowercased() }) { return exact }
    let matches = feature.scenarios.filter { $0.lowercased().contains(text.lowercased()) }
    if matches.count == 1 { return matches[0] }
    if matches.count > 1 {
      let names = matches.map { "'\($0)'" }.joined(separator: ", ")
      throw .usage(
        "scenario '\(text)' of \(feature.name) is ambiguous: it matches \(names); give its number or more of its name")
    }
    let hint = nearest(text, in: feature.scenarios).map { "; did you mean '\($0)'?" } ?? ""
    throw .usage("unknown scenario '\(text)' of \(feature.name)\(hint) (see 'archlab list \(feature.name)')")
  }

  /// Every variant of every feature, in first-seen order.
  static var allVariants: [VariantID] {
    var seen = Set<VariantID>()
    return suite.features.flatMap { $0.variants.map(\.id) }.filter { seen.insert($0).inserted }
  }
}
