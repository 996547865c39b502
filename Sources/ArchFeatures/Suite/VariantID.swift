/// The name of an architecture variant, such as `mvp` or `mvvm-flow`.
///
/// ```swift
/// let id: VariantID = "mvi"
/// id == .mvp  // false
/// ```
public struct VariantID: Hashable, Comparable, Sendable, Codable, CustomStringConvertible,
  ExpressibleByStringLiteral
{
  /// The name as typed on the command line.
  public let rawValue: String

  /// A variant named `rawValue`.
  public init(_ rawValue: String) { self.rawValue = rawValue }
  /// A variant named by a literal: `"mvp"`.
  public init(stringLiteral value: String) { rawValue = value }
  /// Decodes the bare name.
  public init(from decoder: any Decoder) throws {
    rawValue = try decoder.singleValueContainer().decode(String.self)
  }
  /// Encodes the bare name.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }

  /// The name.
  public var description: String { rawValue }
  /// Alphabetical.
  public static func < (lhs: VariantID, rhs: VariantID) -> Bool { lhs.rawValue < rhs.rawValue }

  /// One controller does everything; nothing survives rotation.
  public static let mvc: VariantID = "mvc"
  /// Passive View presenter with attach/detach, retained across rotation.
  public static let mvp: VariantID = "mvp"
  /// Supervising Controller: the view binds simple data itself.
  public static let mvpSupervising: VariantID = "mvp-supervising"
  /// The article's MVP + Rx mistake, written wrong on purpose.
  public static let mvpLeaky: VariantID = "mvp-leaky"
  /// The article's own presenter as written: made by its view, a callback
  /// service, nothing that cancels the request. Shipped on the screens
  /// whose shape the article's code fits (profile, feed, login, todo).
  public static let mvpArticle: VariantID = "mvp-article"
  /// The article's presenter with its own advice taken: the request
  /// cancelled in `detach()`.
  public static let mvpArticleCancelling: VariantID = "mvp-article-cancelling"
  /// View model on ArchFlow state, bound with callbacks.
  public static let mvvmFlow: VariantID = "mvvm-flow"
  /// View model whose `states` a view consumes with `for await`.
  public static let mvvmAsync: VariantID = "mvvm-async"
  /// Model-View-Intent: intents into a pure reducer, effects in the store's scope.
  public static let mvi: VariantID = "mvi"
  /// MVI's mistake, written wrong on purpose: an effect launched outside the store's scope.
  public static let mviLeaky: VariantID = "mvi-leaky"
  /// MVI's mistake on a long-lived service, written wrong on purpose: an
  /// effect subscribes to the service's flow and drops the token. Its
  /// closure holds nothing of the screen, so only the service keeps it:
  /// one subscription more per opening, for as long as the app runs.
  /// Shipped on the screens whose service has a flow (profile, todo).
  public static let mviServiceLeaky: VariantID = "mvi-service-leaky"
  /// An `Observable` view model, read under observation tracking as SwiftUI does.
  public static let mvvmObservation: VariantID = "mvvm-observation"
  /// Observation's mistake, written wrong on purpose: tracking re-armed without the lifecycle.
  public static let mvvmObservationLeaky: VariantID = "mvvm-observation-leaky"
  /// Migration step 1: the MVP presenter with a state stream for a contract.
  public static let ladderStreams: VariantID = "ladder-1-streams"
  /// Migration step 2: no attach/detach; the view observes the presenter.
  public static let ladderObserved: VariantID = "ladder-2-observed"
  /// Migration step 3: the presenter renamed to a view model.
  public static let ladderViewModel: VariantID = "ladder-3-viewmodel"
  /// Migration step 4: the view model made by a factory.
  public static let ladderFactory: VariantID = "ladder-4-factory"
  /// The migration ladder, in order.
  public static let ladder: [VariantID] = [.ladderStreams, .ladderObserved, .ladderViewModel, .ladderFactory]
  /// The standard variants, in the order tables show them.
  public static let standard: [VariantID] = [
    .mvc, .mvp, .mvpSupervising, .mvpLeaky, .mvvmFlow, .mvvmAsync, .mvvmObservation, .mvvmObservationLeaky,
    .mvi, .mviLeaky,
  ]
}

/// What a scenario must know about a variant to expect the right frames and
/// probes. Declared by the variant; scenarios key their declared
/// differences by trait, so an experimenter's variant gets them too.
///
/// ```swift
/// Variant(.mvc, summary: "…", traits: .reloadsOnRotation) { … }
/// ```
public struct VariantTraits: OptionSet, Hashable, Sendable, CustomStringConvertible {
  /// The bits.
  public let rawValue: Int
  /// Traits from bits.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// The MVC baseline's behaviour, and the article's presenter's (its view
  /// makes it): nothing outlives the view. It reloads after
  /// a rotation and after a restore (it saves nothing at process death), and
  /// its controller keeps acting while stopped, as a view that is never
  /// detached does.
  public static let reloadsOnRotation = VariantTraits(rawValue: 1 << 0)
  /// Written wrong on purpose: the probes must catch it where its mistake
  /// matters (the positive control).
  public static let leaksOnPurpose = VariantTraits(rawValue: 1 << 1)
  /// `mvp-leaky`'s mistake: subscriptions never cancelled, the view
  /// captured, so a destroyed view keeps receiving and a stream never
  /// pauses. Scenarios say what that shows.
  public static let keepsSubscriptionsAlive = VariantTraits(rawValue: 1 << 2)
  /// `mvi-leaky`'s mistake: effects nobody cancels, so a refresh or a newer
  /// save does not stop the older one, whose answer still lands.
  public static let leavesEffectsRunning = VariantTraits(rawValue: 1 << 3)
  /// `mvp-article`'s mistake: its view makes its presenter, so the state
  /// goes with the view, but nothing cancels the requests, which outlive
  /// it: a save in flight at a rotation still lands before the new view's
  /// load. Such a variant also has ``reloadsOnRotation`` and
  /// ``leavesEffectsRunning``; scenarios say where the two together show
  /// something neither does alone.
  public static let requestsOutliveView = VariantTraits(rawValue: 1 << 5)
  /// `mvvm-observation-leaky`'s mistake: tracking that ignores the
  /// lifecycle, so a stopped view still renders (and navigates).
  public static let rendersWhileStopped = VariantTraits(rawValue: 1 << 4)

  /// The article's presenter as written (`mvp-article`): made by its view,
  /// so nothing outlives the view but its requests, which nobody cancels.
  public static let articlePresenter: VariantTraits = [.reloadsOnRotation, .leavesEffectsRunning, .requestsOutliveView]

  /// `"reloads on rotation, leaks on purpose"`, or `"none"`.
  public var description: String {
    var names: [String] = []
    if contains(.reloadsOnRotation) { names.append("reloads on rotation") }
    if contains(.leaksOnPurpose) { names.append("leaks on purpose") }
    if contains(.keepsSubscriptionsAlive) { names.append("keeps subscriptions alive") }
    if contains(.leavesEffectsRunning) { names.append("leaves effects running") }
    if contains(.rendersWhileStopped) { names.append("renders while stopped") }
    if contains(.requestsOutliveView) { names.append("requests outlive the view") }
    return names.isEmpty ? "none" : names.joined(separator: ", ")
  }
}
