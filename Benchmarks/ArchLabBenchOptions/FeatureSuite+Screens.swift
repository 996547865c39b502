import ArchFeatures
import ArchLabCLI

extension FeatureSuite {
  /// Every screen, or the one `name` names (`--feature`).
  ///
  /// - Throws: a usage error naming the nearest screen, as `archlab` does.
  package func screens(named name: String?) throws(CommandLineError) -> [AnyFeature] {
    guard let name else { return features }
    guard let named = feature(named: name) else {
      throw .usage(unknownName("feature", name, choices: features.map(\.name)))
    }
    return [named]
  }
}
