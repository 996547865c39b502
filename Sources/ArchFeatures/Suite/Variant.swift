import ArchHost
import Foundation

/// One architecture's implementation of a feature: how to make its view for
/// a screen, what to expect of it, and where its code lives.
///
/// Register an experimenter's variant in a ``FeatureSuite`` to run every
/// scenario and probe on it:
///
/// ```swift
/// var suite = FeatureSuite.standard
/// suite.register(Variant<Search>("my-mvi", summary: "one reducer, one state") { context, services in
///   MVISearchView(context: context, service: services)
/// })
/// ```
public struct Variant<F: Feature>: Sendable {
  /// The variant's name.
  public let id: VariantID
  /// One line saying what this variant is.
  public let summary: String
  /// What scenarios should expect of it.
  public let traits: VariantTraits
  /// What a leaky control must leak, scenario by scenario; `nil` for a
  /// disciplined variant, which must leak nothing.
  public let leaks: LeakDeclaration?
  /// Its source files as globs relative to the feature's folder, such as
  /// `"MVP/*"` (or to ``sourceFolder`` when given); what the line counter
  /// reads for this variant.
  public let sources: [String]
  /// Where an outside variant's ``sources`` are, such as its own package's
  /// folder (`URL(fileURLWithPath: #filePath).deletingLastPathComponent()`);
  /// `nil` for the feature's own folder. Its lines are counted with the
  /// feature's shared model, where they are, without copying them.
  public let sourceFolder: URL?
  let makeView: @Sendable (ScreenContext, F.Services) -> any FeatureView<F.Intent>

  /// A variant whose views `makeView` builds, once per view instance (again
  /// after each rotation and restore).
  ///
  /// - Parameters:
  ///   - id: Its name, unique within the feature.
  ///   - summary: One line for tables and `archlab list`.
  ///   - traits: How it is expected to differ from a disciplined variant.
  ///   - leaks: For a leaky control, what the probes must catch; it makes
  ///     the variant ``VariantTraits/leaksOnPurpose``. A variant with that
  ///     trait and no declaration must leak what each scenario's
  ///     ``Scenario/leaky`` says.
  ///   - sources: Globs relative to the feature's folder, or to `sourceFolder`.
  ///   - sourceFolder: The folder an outside variant's `sources` are in.
  ///   - makeView: Builds a view for a screen context and the run's fakes.
  public init(
    _ id: VariantID,
    summary: String,
    traits: VariantTraits = [],
    leaks: LeakDeclaration? = nil,
    sources: [String] = [],
    sourceFolder: URL? = nil,
    makeView: @escaping @Sendable (ScreenContext, F.Services) -> any FeatureView<F.Intent>
  ) {
    self.id = id
    self.summary = summary
    self.traits = leaks == nil ? traits : traits.union(.leaksOnPurpose)
    self.leaks = leaks ?? (traits.contains(.leaksOnPurpose) ? .asScenariosDeclare() : nil)
    self.sources = sources
    self.sourceFolder = sourceFolder
    self.makeView = makeView
  }

  /// What the probes must find after `scenario`: `nil` for a disciplined
  /// variant (nothing may leak).
  package func declaredLeaks(in scenario: Scenario<F>) -> Set<LeakKind>? {
    leaks?.kinds(in: scenario)
  }

  /// A view of this variant for `context`, as a `Screen`'s factory would
  /// make it: for hosting screens yourself (many at once, say).
  ///
  /// ```swift
  /// let screen = Screen<AnyObject & Sendable>(host: host, name: "ticker") { context in
  ///   variant.view(for: context, services: services)
  /// }
  /// ```
  public func view(for context: ScreenContext, services: F.Services) -> any FeatureView<F.Intent> {
    makeView(context, services)
  }
}
