import ArchFlow

/// The features and their variants: what `archlab` and the tests run.
///
/// ``standard`` is the suite ArchLab ships. It is a value: an experimenter
/// copies it, registers a variant or a whole feature, and runs every
/// scenario and probe on the copy, without touching anyone else's.
///
/// ```swift
/// var suite = FeatureSuite.standard
/// suite.register(Variant<Search>("my-mvi", summary: "one reducer") { context, services in … })
/// for test in suite.cases(variant: "my-mvi") {
///   print(test.run())   // "search / … / my-mvi: passed"
/// }
/// ```
///
/// Registering never replaces silently: a variant (or feature) named like
/// one the suite has stops with a message, unless `replacing: true` says
/// so; a table labelled `mvi` shows ArchLab's `mvi` unless the experimenter
/// asked otherwise. Each variant says where it comes from
/// (``VariantInfo/origin``), and `archlab list` prints it.
public struct FeatureSuite: Sendable {
  /// The features, in the order tables show them.
  public private(set) var features: [AnyFeature]

  /// A suite of `features` (types conforming to ``Feature``) with the
  /// variants each declares.
  public init(_ features: [any Feature.Type]) {
    self.features = features.map { Self.erase($0) }
  }

  private static func erase<F: Feature>(_ feature: F.Type) -> AnyFeature { AnyFeature(feature, origin: .builtIn) }

  /// The suite ArchLab ships: six screens, each in every standard variant.
  public static let standard = FeatureSuite(erased: standardFeatures)

  private init(erased features: [AnyFeature]) { self.features = features }

  /// The feature named `name`, if any.
  public func feature(named name: String) -> AnyFeature? {
    features.first { $0.name == name }
  }

  /// Adds feature `F` with its declared variants, all of them
  /// ``VariantOrigin/registered``.
  ///
  /// - Parameter replacing: Whether `F` may replace a feature of the same
  ///   name, in its place. Without it, a name the suite has stops the
  ///   process with a message saying so.
  public mutating func register<F: Feature>(_ feature: F.Type, replacing: Bool = false) {
    let erased = AnyFeature(feature, origin: .registered)
    guard let index = features.firstIndex(where: { $0.name == F.name }) else {
      features.append(erased)
      return
    }
    checkUsage(
      replacing,
      "The suite already has a feature \"\(F.name)\"; name yours differently, or register it with "
        + "replacing: true to replace it.")
    features[index] = erased
  }

  /// Adds `variant` to its feature (adding the feature, with its declared
  /// variants, if the suite lacks it), as ``VariantOrigin/registered``.
  ///
  /// ```swift
  /// suite.register(MVIProfileView.variant)                  // "my-mvi", beside the built-in ones
  /// suite.register(myOwnMVI, replacing: true)               // an "mvi" of yours, in the built-in one's place
  /// ```
  ///
  /// - Parameter replacing: Whether `variant` may replace the feature's
  ///   variant of the same id, in its place. Without it, an id the feature
  ///   has (`mvi`, say) stops the process with a message saying so, so that
  ///   no table labelled `mvi` shows someone else's code unasked.
  public mutating func register<F: Feature>(_ variant: Variant<F>, replacing: Bool = false) {
    if feature(named: F.name) == nil { register(F.self) }
    guard let index = features.firstIndex(where: { $0.name == F.name }) else { return }
    if let existing = features[index].variant(variant.id) {
      checkUsage(
        replacing,
        "Feature \(F.name) already has a variant \"\(variant.id)\" (\(existing.origin)); name yours "
          + "differently, or register it with replacing: true to replace it.")
    }
    let added = features[index].register(variant)
    checkUsage(added, "Feature \"\(F.name)\" is registered with another type than \(F.self).")
  }

  /// Every scenario × variant pair, optionally narrowed to one feature or
  /// one variant.
  public func cases(feature: String? = nil, variant: VariantID? = nil) -> [ScenarioCase] {
    features.filter { feature == nil || $0.name == feature }.flatMap { entry in
      entry.scenarios.flatMap { scenario in
        entry.variants.filter { variant == nil || $0.id == variant }.map {
          ScenarioCase(feature: entry, scenario: scenario, variant: $0.id)
        }
      }
    }
  }

  /// Runs one scenario on one variant; `nil` if any of the three is unknown.
  public func run(feature: String, scenario: String, variant: VariantID) -> ScenarioReport? {
    self.feature(named: feature)?.run(scenario: scenario, variant: variant)
  }
}

/// One scenario on one variant, ready to run: what a parametrised test
/// takes as its argument.
///
/// ```swift
/// @Test(arguments: FeatureSuite.standard.cases())
/// func scenarioRunsAsDeclared(_ test: ScenarioCase) {
///   #expect(test.run().failures == [])
/// }
/// ```
public struct ScenarioCase: Sendable, CustomStringConvertible {
  /// The feature.
  public let feature: AnyFeature
  /// The scenario's name.
  public let scenario: String
  /// The variant's name.
  public let variant: VariantID

  /// Runs it on a fresh host.
  public func run() -> ScenarioReport {
    guard let report = feature.run(scenario: scenario, variant: variant) else {
      usageFailure("\(self): the feature no longer has this scenario or variant")
    }
    return report
  }

  /// `"search / typing cancels the stale request / mvp"`.
  public var description: String { "\(feature.name) / \(scenario) / \(variant)" }
}
