import ArchFlow

extension AnyFeature {
  /// Whether the feature has a reference model, so that
  /// ``LifecycleFuzzer`` can check it.
  public var isReferenceModeled: Bool { entry.isReferenceModeled }

  /// Runs the lifecycle sequence for `seed` on variant `id`; `nil` when
  /// every check passed (see ``LifecycleFuzzer``).
  ///
  /// ```swift
  /// FeatureSuite.standard.feature(named: "todo")?.fuzz(variant: .mvp, seed: 1)  // nil
  /// ```
  ///
  /// - Precondition: ``isReferenceModeled``, and the variant is registered.
  public func fuzz(variant id: VariantID, seed: UInt64) -> FuzzFailure? {
    entry.fuzz(variant: id, seed: seed)
  }
}

extension FeatureEntry {
  var isReferenceModeled: Bool { F.self is any ReferenceModeled.Type }

  func fuzz(variant id: VariantID, seed: UInt64) -> FuzzFailure? {
    guard let variant = variants.first(where: { $0.id == id }) else {
      usageFailure("\(F.name) has no variant \(id)")
    }
    guard let modeled = F.self as? any ReferenceModeled.Type else {
      usageFailure("\(F.name) has no reference model")
    }
    return Self.check(modeled, variant, seed: seed)
  }

  /// Opens the existential: `M` is `F`, now known to be reference-modeled.
  private static func check<M: ReferenceModeled>(_: M.Type, _ variant: Variant<F>, seed: UInt64) -> FuzzFailure? {
    guard let variant = variant as? Variant<M> else { usageFailure("\(M.self) is not \(F.self)") }
    return LifecycleFuzzer.check(variant, seed: seed)
  }
}
