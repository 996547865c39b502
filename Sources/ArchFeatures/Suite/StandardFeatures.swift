/// The screens of ``FeatureSuite/standard``, in the order tables show them.
let standardFeatures: [any Feature.Type] = [
  UserProfile.self,
  Search.self,
  Feed.self,
  Login.self,
  Ticker.self,
  Todo.self,
]
