import ArchFeatures

/// One feature × variant pair the fuzz tests run.
struct FuzzPair: Sendable, CustomStringConvertible {
  let feature: AnyFeature
  let variant: VariantID

  var description: String { "\(feature.name) / \(variant)" }

  /// Every reference-modeled feature × variant of the standard suite whose
  /// traits match `include`.
  static func standard(where include: (VariantTraits) -> Bool) -> [FuzzPair] {
    FeatureSuite.standard.features.filter(\.isReferenceModeled).flatMap { feature in
      feature.variants.filter { include($0.traits) }.map { FuzzPair(feature: feature, variant: $0.id) }
    }
  }

  /// The seeds `0..<count` that fail, with their failures.
  func failures(count: UInt64) -> [FuzzFailure] {
    (0..<count).compactMap { feature.fuzz(variant: variant, seed: $0) }
  }
}
