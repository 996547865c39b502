import ArchHost

/// A kind of leak the probes can see after a scenario.
///
/// ```swift
/// LeakKind.found(in: host.probeReport())  // [.subscriptions, .objects]
/// ```
public enum LeakKind: String, Hashable, Sendable, Codable, CaseIterable, CustomStringConvertible {
  /// Subscriptions still live in the host's ledger.
  case subscriptions
  /// Tasks launched through the host that have not returned, or that only
  /// process death stopped.
  case tasks
  /// Views, presenters or view models alive after they should be gone.
  case objects
  /// Frames rendered to destroyed views.
  case rendersAfterDestroy = "renders after destroy"
  /// Upstream work still in flight, or completed after its consumer left.
  case wastedUpstream = "wasted upstream"

  /// The kinds present in `report`.
  package static func found(in report: ProbeReport) -> Set<LeakKind> {
    var kinds: Set<LeakKind> = []
    if report.liveSubscriptions > 0 { kinds.insert(.subscriptions) }
    if !report.liveTasks.isEmpty || !report.tasksKilledByProcessDeath.isEmpty { kinds.insert(.tasks) }
    if !report.objectsAlive.isEmpty { kinds.insert(.objects) }
    if report.rendersAfterDestroyCount > 0 { kinds.insert(.rendersAfterDestroy) }
    if report.upstream.inFlight > 0 || report.upstream.completedAfterConsumerGone > 0 { kinds.insert(.wastedUpstream) }
    return kinds
  }

  /// The name as reports print it.
  public var description: String { rawValue }
}
