import Foundation
/// A feature with its variants, type-erased so that a suite can hold
/// features of different types and the command line can name them.
///
/// ```swift
/// let search = FeatureSuite.standard.feature(named: "search")!
/// search.variants.map(\.id)   // [mvc, mvp, …]
/// search.run(scenario: search.scenarios[0], variant: .mvp).passed
/// ```
public struct AnyFeature: Sendable {
  /// The short name: `"search"`.
  public let name: String
  /// The display name: `"Search"`.
  public let title: String
  /// What to compare between the variants.
  public let readMe: String
  /// The scenario names, in order.
  public let scenarios: [String]
  /// The situations each scenario covers, in the same order.
  public let coverage: [ScenarioCoverage]
  /// The registered variants, in registration order.
  public var variants: [VariantInfo] { entry.variantInfos }

  var entry: any _FeatureEntry

  /// `F`, its declared variants coming from `origin`.
  init<F: Feature>(_ feature: F.Type, origin: VariantOrigin) {
    name = F.name
    title = F.title
    readMe = F.readMe
    let scenarios = F.scenarios
    self.scenarios = scenarios.map(\.name)
    coverage = scenarios.map(\.covers)
    entry = FeatureEntry<F>(variants: F.variants, origin: origin)
  }

  /// The variant named `id`, if registered.
  public func variant(_ id: VariantID) -> VariantInfo? {
    variants.first { $0.id == id }
  }

  /// Runs the scenario named `scenario` on variant `id`; `nil` when either
  /// is unknown.
  public func run(scenario: String, variant id: VariantID) -> ScenarioReport? {
    entry.run(scenario: scenario, variant: id)
  }

  /// Runs the scenario named `scenario` `count` times on variant `id`, on
  /// one host (see ``ScenarioRunner/cycles(_:on:count:lap:afterLap:)``); with
  /// `withoutRotations`, the same steps minus its rotations, to tell the
  /// requests a rotation costs; with a positive `lap`, the time of each
  /// `lap` cycles in turn, and `afterLap` run after each. `nil` when the
  /// scenario or variant is unknown.
  public func cycles(
    scenario: String, variant id: VariantID, count: Int, withoutRotations: Bool = false, lap: Int = 0,
    afterLap: () -> Void = {}
  ) -> CycleReport? {
    entry.cycles(
      scenario: scenario, variant: id, count: count, withoutRotations: withoutRotations, lap: lap, afterLap: afterLap)
  }

  /// Runs the steps of the scenario named `scenario` `count` times on a view
  /// that does nothing (see ``ScenarioRunner/bareCycles(_:count:lap:)``):
  /// the host's own cost of a cycle. With a positive `lap`, the time of
  /// each `lap` cycles in turn; `nil` when the scenario is unknown.
  ///
  /// ```swift
  /// search.bareCycles(scenario: search.scenarios[2], count: 1_000)
  /// ```
  @discardableResult
  public func bareCycles(scenario: String, count: Int, lap: Int = 0) -> [Double]? {
    entry.bareCycles(scenario: scenario, count: count, lap: lap)
  }

  /// Shows the screen of the scenario named `scenario` once on variant `id`
  /// and rotates it `count` times (see
  /// ``ScenarioRunner/rotations(_:on:count:lap:afterLap:)``); with a
  /// positive `lap`, the time of each `lap` rotations in turn, and
  /// `afterLap` run after each. `nil` when the scenario or variant is
  /// unknown, or the scenario has no rotation.
  ///
  /// ```swift
  /// ticker.rotations(scenario: "rotation keeps the upstream subscription", variant: .mvp, count: 1_000)
  /// ```
  public func rotations(
    scenario: String, variant id: VariantID, count: Int, lap: Int = 0, afterLap: () -> Void = {}
  ) -> CycleReport? {
    entry.rotations(scenario: scenario, variant: id, count: count, lap: lap, afterLap: afterLap)
  }

  /// How many rotations the scenario named `scenario` has; `nil` if unknown.
  public func rotationCount(in scenario: String) -> Int? {
    entry.rotationCount(in: scenario)
  }

  /// Adds `variant`, or replaces the one with the same id, in its place,
  /// as registered. Returns false when `variant` is not a variant of this
  /// feature.
  mutating func register(_ variant: any Sendable) -> Bool {
    entry.registering(variant).map { entry = $0 } != nil
  }
}

/// What a table or `archlab list` shows of a variant.
public struct VariantInfo: Sendable, Equatable {
  /// Its name.
  public let id: VariantID
  /// One line saying what it is.
  public let summary: String
  /// How scenarios expect it to differ.
  public let traits: VariantTraits
  /// Its source globs, relative to the feature's folder or to
  /// ``sourceFolder``.
  public let sources: [String]
  /// Where an outside variant's sources are; `nil` for the feature's folder.
  public let sourceFolder: URL?
  /// Whether the suite was made with it or an experimenter registered it.
  public let origin: VariantOrigin
}

/// Where a suite's variant comes from: what `archlab list` prints beside it.
///
/// ```swift
/// FeatureSuite.standard.feature(named: "profile")?.variant(.mvi)?.origin  // .builtIn
/// ```
public enum VariantOrigin: Sendable, Equatable, CustomStringConvertible {
  /// Declared by a feature the suite was made with: ArchLab's own, in
  /// ``FeatureSuite/standard``.
  case builtIn
  /// Added to the suite by the experimenter, with `register(_:replacing:)`
  /// (a variant, or a feature with its variants).
  case registered

  /// `"built in"` or `"registered"`.
  public var description: String {
    switch self {
    case .builtIn: "built in"
    case .registered: "registered"
    }
  }
}

/// The typed storage behind ``AnyFeature``.
protocol _FeatureEntry: Sendable {
  var variantInfos: [VariantInfo] { get }
  func run(scenario: String, variant: VariantID) -> ScenarioReport?
  func cycles(
    scenario: String, variant: VariantID, count: Int, withoutRotations: Bool, lap: Int, afterLap: () -> Void
  ) -> CycleReport?
  func rotations(scenario: String, variant: VariantID, count: Int, lap: Int, afterLap: () -> Void) -> CycleReport?
  func rotationCount(in scenario: String) -> Int?
  func bareCycles(scenario: String, count: Int, lap: Int) -> [Double]?
  func registering(_ variant: any Sendable) -> (any _FeatureEntry)?
  var isReferenceModeled: Bool { get }
  func fuzz(variant: VariantID, seed: UInt64) -> FuzzFailure?
}

struct FeatureEntry<F: Feature>: _FeatureEntry {
  var variants: [Variant<F>]
  /// The ids of the variants an experimenter registered.
  private var registered: Set<VariantID>
  /// ``ScenarioRunner/cycles(_:on:count:lap:afterLap:)`` for `F`, made where `F` is
  /// known: where that is a concrete type (the standard screens), the
  /// optimiser makes a copy of the scale loop for it, without the runtime
  /// lookups of generic code; called through the protocol, it cannot.
  private let runCycles:
    @Sendable (Scenario<F>, Variant<F>, _ count: Int, _ lap: Int, _ afterLap: () -> Void) -> CycleReport
  /// ``ScenarioRunner/bareCycles(_:count:lap:)`` for `F`, made so for the same
  /// reason: the floor is measured on the same terms as the cycles.
  private let runBareCycles: @Sendable (Scenario<F>, _ count: Int, _ lap: Int) -> [Double]
  /// ``ScenarioRunner/rotations(_:on:count:lap:afterLap:)`` for `F`, made so for the same reason.
  private let runRotations:
    @Sendable (Scenario<F>, Variant<F>, _ count: Int, _ lap: Int, _ afterLap: () -> Void) -> CycleReport

  init(variants: [Variant<F>], origin: VariantOrigin) {
    self.variants = variants
    registered = origin == .registered ? Set(variants.map(\.id)) : []
    runCycles = { ScenarioRunner.cycles($0, on: $1, count: $2, lap: $3, afterLap: $4) }
    runBareCycles = { ScenarioRunner.bareCycles($0, count: $1, lap: $2) }
    runRotations = { ScenarioRunner.rotations($0, on: $1, count: $2, lap: $3, afterLap: $4) }
  }

  var variantInfos: [VariantInfo] {
    variants.map {
      VariantInfo(
        id: $0.id, summary: $0.summary, traits: $0.traits, sources: $0.sources, sourceFolder: $0.sourceFolder,
        origin: registered.contains($0.id) ? .registered : .builtIn)
    }
  }

  func run(scenario name: String, variant id: VariantID) -> ScenarioReport? {
    guard let scenario = F.scenarios.first(where: { $0.name == name }),
      let variant = variants.first(where: { $0.id == id })
    else { return nil }
    return ScenarioRunner.run(scenario, on: variant)
  }

  func cycles(
    scenario name: String, variant id: VariantID, count: Int, withoutRotations: Bool, lap: Int, afterLap: () -> Void
  ) -> CycleReport? {
    guard let scenario = F.scenarios.first(where: { $0.name == name }),
      let variant = variants.first(where: { $0.id == id })
    else { return nil }
    guard withoutRotations else { return runCycles(scenario, variant, count, lap, afterLap) }
    let steps = scenario.steps.filter { !$0.action.isRotate }
    let unrotated = Scenario<F>(scenario.name, covers: scenario.covers, leaky: scenario.leaky, steps)
    return runCycles(unrotated, variant, count, lap, afterLap)
  }

  func rotations(
    scenario name: String, variant id: VariantID, count: Int, lap: Int, afterLap: () -> Void
  ) -> CycleReport? {
    guard let scenario = F.scenarios.first(where: { $0.name == name }),
      let variant = variants.first(where: { $0.id == id }),
      scenario.steps.contains(where: \.action.isRotate)
    else { return nil }
    return runRotations(scenario, variant, count, lap, afterLap)
  }

  func rotationCount(in name: String) -> Int? {
    F.scenarios.first { $0.name == name }?.steps.filter(\.action.isRotate).count
  }

  func bareCycles(scenario name: String, count: Int, lap: Int) -> [Double]? {
    guard let scenario = F.scenarios.first(where: { $0.name == name }) else { return nil }
    return runBareCycles(scenario, count, lap)
  }

  func registering(_ variant: any Sendable) -> (any _FeatureEntry)? {
    guard let variant = variant as? Variant<F> else { return nil }
    var copy = self
    copy.registered.insert(variant.id)
    if let index = copy.variants.firstIndex(where: { $0.id == variant.id }) {
      copy.variants[index] = variant
    } else {
      copy.variants.append(variant)
    }
    return copy
  }
}
