/// What the probes of one ``AppHost`` see at one moment, as a value.
///
/// Take it at the end of a scenario — after `pop()` or `processDeath()` —
/// when a correct screen leaves nothing behind: then ``leaks`` is empty.
/// Taken mid-scenario it simply lists what is alive (the current view, its
/// subscriptions), which is not a leak yet.
///
/// ```swift
/// screen.pop()
/// let report = host.probeReport()
/// #expect(report.leaks == [], "\(report)")
/// ```
public struct ProbeReport: Sendable, Equatable, CustomStringConvertible {
  /// Live subscriptions counted in the host's ledger.
  public var liveSubscriptions: Int
  /// Where the recorded live subscriptions were made:
  /// `"label @ Module/File.swift:42 on StateFlow<Int>"`.
  public var subscriptionSites: [String]
  /// Labels of the tasks launched through the host that have not returned.
  public var liveTasks: [String]
  /// Labels of the tasks that were still live when a ``Screen/processDeath()``
  /// killed them, after the screen's store was cleared and the host settled:
  /// work that nobody owned or cancelled, which dying merely hid. Every
  /// process death of the host so far, oldest first.
  ///
  /// ```swift
  /// screen.processDeath()
  /// report.tasksKilledByProcessDeath  // ["orphan.poll"] if nothing owned it
  /// ```
  public var tasksKilledByProcessDeath: [String]
  /// Names of tracked objects (views, presenters, view models) still alive.
  public var objectsAlive: [String]
  /// The subset of ``objectsAlive`` expected to be released by now.
  public var objectsLeaked: [String]
  /// Renders to destroyed views, on every screen of the host: the first
  /// thousand, oldest first (``rendersAfterDestroyCount`` counts all).
  public var rendersAfterDestroy: [RenderViolation]
  /// How many renders to destroyed views there were, all of them.
  public var rendersAfterDestroyCount: Int
  /// The fake services' work.
  public var upstream: UpstreamCounts

  /// Creates a report; ``AppHost/probeReport()`` fills one in.
  public init(
    liveSubscriptions: Int = 0,
    subscriptionSites: [String] = [],
    liveTasks: [String] = [],
    tasksKilledByProcessDeath: [String] = [],
    objectsAlive: [String] = [],
    objectsLeaked: [String] = [],
    rendersAfterDestroy: [RenderViolation] = [],
    rendersAfterDestroyCount: Int? = nil,
    upstream: UpstreamCounts = UpstreamCounts()
  ) {
    self.rendersAfterDestroyCount = rendersAfterDestroyCount ?? rendersAfterDestroy.count
    self.liveSubscriptions = liveSubscriptions
    self.subscriptionSites = subscriptionSites
    self.liveTasks = liveTasks
    self.tasksKilledByProcessDeath = tasksKilledByProcessDeath
    self.objectsAlive = objectsAlive
    self.objectsLeaked = objectsLeaked
    self.rendersAfterDestroy = rendersAfterDestroy
    self.upstream = upstream
  }

  /// One line per thing that would be a leak if the scenario ended now:
  /// live subscriptions (with their sites), live tasks, tasks only process
  /// death stopped, objects alive, renders after destroy, upstream work
  /// still in flight or completed after its consumer was gone. Empty means
  /// clean.
  ///
  /// ```swift
  /// report.leaks  // ["alive after destroy: profile view #1", "live subscription: ticker @ …"]
  /// ```
  public var leaks: [String] {
    var lines: [String] = []
    lines += objectsAlive.map { objectsLeaked.contains($0) ? "alive after destroy: \($0)" : "alive: \($0)" }
    lines += subscriptionSites.map { "live subscription: \($0)" }
    let unrecorded = liveSubscriptions - subscriptionSites.count
    if unrecorded > 0 { lines.append("live subscriptions not recorded: \(unrecorded)") }
    lines += liveTasks.map { "live task: \($0)" }
    lines += tasksKilledByProcessDeath.map { "task nobody cancelled, killed by process death: \($0)" }
    lines += rendersAfterDestroy.map(\.description)
    if upstream.inFlight > 0 { lines.append("upstream still in flight: \(upstream.inFlight)") }
    if upstream.completedAfterConsumerGone > 0 {
      lines.append("upstream completed after its consumer was gone: \(upstream.completedAfterConsumerGone)")
    }
    return lines
  }

  /// Whether ``leaks`` is empty.
  public var isClean: Bool { leaks.isEmpty }

  /// A short multi-line summary for test failure messages.
  public var description: String {
    var text = """
      subscriptions \(liveSubscriptions), tasks \(liveTasks.count), \
      killed by process death \(tasksKilledByProcessDeath.count), objects alive \(objectsAlive.count), \
      renders after destroy \(rendersAfterDestroyCount), upstream \(upstream)
      """
    for line in leaks { text += "\n  - \(line)" }
    return text
  }
}
