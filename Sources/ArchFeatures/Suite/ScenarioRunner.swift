import ArchFlow
import ArchHost

/// Runs one scenario on one variant, on a fresh host, and reports what
/// happened.
///
/// ```swift
/// let report = ScenarioRunner.run(UserProfile.scenarios[0], on: UserProfile.variants[1])
/// #expect(report.failures == [])
/// ```
public enum ScenarioRunner {
  /// Virtual time allowed after teardown for work nobody cancelled to show
  /// itself (a request completing for nobody, a ticker still ticking).
  package static let drainTime: Duration = .seconds(60)
  /// How long teardown watches for upstream work to stop, in 10 ms steps,
  /// before calling it still busy.
  package static let upstreamWatch: Duration = .seconds(1)

  /// Runs `scenario` on `variant` and checks every step and the probes.
  public static func run<F: Feature>(_ scenario: Scenario<F>, on variant: Variant<F>) -> ScenarioReport {
    var run = Run<F>(variant: variant)
    var failures: [String] = []
    var previous: Expectation<F.Frame> = .noView
    for (index, step) in scenario.steps.enumerated() {
      let deviation = step.deviation(for: variant.traits)
      let expected = step.expected(for: variant.traits, after: previous)
      previous = expected
      if let refusal = run.refusal(of: step.action) {
        failures.append("step \(index + 1) (\(step.action)): \(refusal); the scenario stopped here")
        break
      }
      let record = run.perform(step.action, expecting: expected, deviation: deviation?.reason)
      if !record.matches {
        failures.append(
          "step \(index + 1) (\(record.action)): expected \(record.expected), shown \(record.shown) "
            + "with \(record.requests) requests")
      }
      run.records.append(record)
    }
    let probes = run.tearDown()
    let declared = variant.declaredLeaks(in: scenario)
    failures += verdict(on: probes, declared: declared)
    return ScenarioReport(
      feature: F.name, scenario: scenario.name, variant: variant.id, traits: variant.traits.description,
      steps: run.records, probes: probes,
      expectedLeaks: declared?.sorted(by: { $0.rawValue < $1.rawValue }),
      failures: failures
    )
  }

  /// A disciplined variant (`declared` is `nil`) must read clean; a leaky
  /// control must show exactly the kinds it declares: a kind it does not
  /// declare is a probe reading it cannot account for.
  static func verdict(on probes: ProbeSummary, declared: Set<LeakKind>?) -> [String] {
    guard let declared else { return probes.leaks.map { "leak: \($0)" } }
    let found = Set(probes.leakKinds)
    let missed = declared.subtracting(found).sorted { $0.rawValue < $1.rawValue }.map {
      "the probes did not catch the declared leak: \($0)"
    }
    let undeclared = found.subtracting(declared).sorted { $0.rawValue < $1.rawValue }.map {
      "a leak the control does not declare: \($0) (\(probes.leaks.joined(separator: "; ")))"
    }
    return missed + undeclared
  }
}

/// The state of one run: the host, the app's services, the screen and the
/// bundle saved at process death.
struct Run<F: Feature> {
  let host = AppHost()
  /// The app's services: made once per run, as an app's dependency
  /// container would, and kept across openings, rotations and background;
  /// process death makes new ones. Boxed, since the screen's factory reads
  /// them when it makes a view.
  private let current: Locked<F.Services>
  private(set) var screen: Screen<AnyObject & Sendable>
  var bundle: SavedState?
  var records: [StepRecord] = []
  /// Requests started by services that process death replaced.
  private var retiredRequests = 0
  /// ``requestsStarted`` when the current screen opened: a step counts its
  /// opening's requests from here.
  private var openingStart = 0
  private let environment: ServiceEnvironment
  private let variant: Variant<F>
  /// The screen the fakes ask about; weak, since the screen's factory holds the fakes.
  private let consumer = Locked(WeakScreen())
  /// The view the screen made last, typed, kept weakly: intents go to it
  /// when it is the one shown. Asking the screen's view for the type
  /// instead is a cast to a parameterised protocol, dearer than the intent.
  private let lastView = Locked(WeakView())

  /// A run on a fresh host; its screens' render logs keep the last
  /// ``/ArchHost/RenderLog/defaultFrameLimit`` frames, as any screen's do.
  init(variant: Variant<F>) {
    self.variant = variant
    let consumer = consumer
    environment = ServiceEnvironment(host: host) { consumer.withLock { $0.screen?.view != nil } }
    current = Locked(F.makeServices(environment))
    screen = Self.makeScreen(host: host, variant: variant, services: current, lastView: lastView)
    consumer.withLock { [screen] in $0.screen = screen }
  }

  /// The services views are made with now.
  var services: F.Services { current.withLock { $0 } }

  /// A new screen of the same variant on the same host and services, as
  /// when the user opens the screen again: the clock, the ledger, the
  /// probes and the services go on, so leaks accumulate, into the screen
  /// or into the services; the services put the scenario's data back
  /// (``ScriptedService/resetForNextOpening()``), so its frames hold again.
  /// Requests of earlier screens that complete later complete for nobody.
  mutating func reopen() {
    host.upstream.replaceConsumer()
    openingStart = requestsStarted
    services.resetForNextOpening()
    screen = Self.makeScreen(host: host, variant: variant, services: current, lastView: lastView)
    consumer.withLock { [screen] in $0.screen = screen }
    bundle = nil
  }

  /// Requests started by every service of the run.
  var requestsStarted: Int { retiredRequests + services.requestCount }

  /// Requests started since the current screen opened.
  var openingRequests: Int { requestsStarted - openingStart }

  private static func makeScreen(
    host: AppHost, variant: Variant<F>, services: Locked<F.Services>, lastView: Locked<WeakView>
  ) -> Screen<AnyObject & Sendable> {
    let make = variant.makeView
    return Screen(host: host, name: F.name) { context in
      let view = make(context, services.withLock { $0 })
      lastView.withLock { $0.view = view }
      return view
    }
  }

  /// Kills the process: the screen keeps only its bundle, and the app's
  /// services are made again, as a new process would; what they keep in
  /// ``ServiceEnvironment/persistent(_:_:)`` is found again.
  private mutating func processDeath() {
    bundle = screen.processDeath()
    retiredRequests += services.requestCount
    let renewed = F.makeServices(environment)
    // The old services leave the box here and die with whatever only they held.
    current.withLock { $0 = renewed }
  }

  /// Why `action` cannot run now, if it cannot.
  func refusal(of action: Action<F.Intent>) -> String? {
    let state = screen.lifecycle?.current
    switch action {
    case .show: return state == nil ? nil : "show with a view already shown"
    case .restore:
      if state != nil { return "restore with a view already shown" }
      return bundle == nil ? "restore without a process death before it" : nil
    case .rotate, .background:
      return state == .resumed ? nil : "\(action) needs a resumed view, not \(state.map(\.rawValue) ?? "no view")"
    case .foreground:
      return state == .stopped ? nil : "foreground needs a stopped view, not \(state.map(\.rawValue) ?? "no view")"
    case .pop, .processDeath, .intent:
      return state == nil ? "\(action) with no view shown" : nil
    case .advance, .failNextRequests: return nil
    }
  }

  mutating func perform(
    _ action: Action<F.Intent>, expecting expected: Expectation<F.Frame>, deviation: String?
  ) -> StepRecord {
    let violationsBefore = screen.renderLog.violationCount
    apply(action)
    let shown = currentFrame()
    let requests = openingRequests
    let frameMatches = Self.frame(shown, matches: expected)
    return StepRecord(
      action: action.description, isLifecycleEvent: action.isLifecycleEvent,
      time: Self.seconds(host.now.offset),
      view: screen.lifecycle.map { "#\($0.instance) \($0.current)" } ?? "no view",
      shown: shown.text, expected: expected.description, requests: requests, deviation: deviation,
      rendersAfterDestroy: screen.renderLog.violations(after: violationsBefore).map(\.description),
      frameMatches: frameMatches, expectedRequests: expected.requests
    )
  }

  /// Does `action` and says whether the screen then shows what `expected`
  /// says: ``perform(_:expecting:deviation:)`` without the record, for
  /// scale runs, which only count mismatches.
  mutating func check(_ action: Action<F.Intent>, expecting expected: Expectation<F.Frame>) -> Bool {
    apply(action)
    guard Self.frame(currentFrame(), matches: expected) else { return false }
    return expected.requests == nil || expected.requests == openingRequests
  }

  static func frame(_ shown: Shown, matches expected: Expectation<F.Frame>) -> Bool {
    switch (shown, expected.frame) {
    case (.noView, nil): true
    case (.frame(let frame), let wanted?): frame == wanted
    default: false
    }
  }

  /// Does `action`, which must not be refused; records nothing.
  mutating func apply(_ action: Action<F.Intent>) {
    switch action {
    case .show: screen.show()
    case .rotate: screen.rotate()
    case .pop: screen.pop()
    case .background: screen.background()
    case .foreground: screen.foreground()
    case .processDeath: processDeath()
    case .restore: if let bundle { screen.restore(bundle) }
    case .intent(let intent):
      // An intent is refused before it gets here unless a view is shown,
      // and the screen shows the view its factory made last.
      guard let view = lastView.withLock({ $0.view }), view === screen.view else {
        fatalError("ArchLab bug: the screen shows a view its factory did not make last; \(action) is lost.")
      }
      view.perform(intent)
      host.settle()
    case .advance(let duration): host.advance(by: duration)
    case .failNextRequests(let count): services.failNextRequests(count)
    }
  }

  /// The current view's last frame.
  func currentFrame() -> Shown {
    guard let lifecycle = screen.lifecycle else { return .noView }
    // Views come one after another and a destroyed one's renders are not
    // frames, so the current view's frames, if any, are the log's last.
    guard let frame = screen.renderLog.lastFrame, frame.instance == lifecycle.instance else { return .nothing }
    guard let value = frame.value(as: F.Frame.self) else { return .foreign(frame.text) }
    return .frame(value)
  }

  /// Pops the screen if shown, watches upstream work settle, lets leaked
  /// work run, reads the probes.
  func tearDown() -> ProbeSummary {
    if screen.view != nil { screen.pop() }
    let idleAfter = upstreamIdleTime()
    host.advance(by: ScenarioRunner.drainTime - idleAfter.elapsed)
    let report = host.probeReport()
    return ProbeSummary(
      liveSubscriptions: report.liveSubscriptions, subscriptionSites: report.subscriptionSites,
      liveTasks: report.liveTasks + report.tasksKilledByProcessDeath, objectsAlive: report.objectsAlive,
      rendersAfterDestroy: report.rendersAfterDestroyCount, requestsStarted: report.upstream.started,
      requestsCancelled: report.upstream.cancelled, requestsInFlight: report.upstream.inFlight,
      requestsCompletedForNobody: report.upstream.completedAfterConsumerGone,
      requestsCompletedStale: report.upstream.completedStale,
      leakKinds: LeakKind.found(in: report).sorted { $0.rawValue < $1.rawValue }, leaks: report.leaks,
      upstreamIdleAfter: idleAfter.idle ? Self.seconds(idleAfter.elapsed) : nil
    )
  }

  /// Advances in 10 ms steps, for at most ``ScenarioRunner/upstreamWatch``,
  /// until no upstream work is in flight.
  func upstreamIdleTime() -> (elapsed: Duration, idle: Bool) {
    var elapsed = Duration.zero
    while host.upstream.counts.inFlight > 0 {
      if elapsed >= ScenarioRunner.upstreamWatch { return (elapsed, false) }
      host.advance(by: .milliseconds(10))
      elapsed += .milliseconds(10)
    }
    return (elapsed, true)
  }

  static func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
  }

  enum Shown {
    case noView, nothing, foreign(String), frame(F.Frame)

    var text: String {
      switch self {
      case .noView: "no view"
      case .nothing: "nothing rendered"
      case .foreign(let text): "\(text) (not a \(F.Frame.self))"
      case .frame(let frame): frame.description
      }
    }
  }

  struct WeakScreen {
    weak var screen: Screen<AnyObject & Sendable>?
  }

  struct WeakView {
    weak var view: (any FeatureView<F.Intent>)?
  }
}
