/// The screens of ``FeatureSuite/standard``, in the order tables show them.
/// Erased here, each from its concrete type, so that the optimiser can
/// specialise their scale loops (see `FeatureEntry`).
let standardFeatures: [AnyFeature] = [
  AnyFeature(UserProfile.self),
  AnyFeature(Search.self),
  AnyFeature(Feed.self),
  AnyFeature(Login.self),
  AnyFeature(Ticker.self),
  AnyFeature(Todo.self),
]
