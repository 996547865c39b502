/// The screens of ``FeatureSuite/standard``, in the order tables show them.
/// Erased here, each from its concrete type, so that the optimiser can
/// specialise their scale loops (see `FeatureEntry`).
let standardFeatures: [AnyFeature] = [
  AnyFeature(UserProfile.self, origin: .builtIn),
  AnyFeature(Search.self, origin: .builtIn),
  AnyFeature(Feed.self, origin: .builtIn),
  AnyFeature(Login.self, origin: .builtIn),
  AnyFeature(Ticker.self, origin: .builtIn),
  AnyFeature(Todo.self, origin: .builtIn),
]
