import ArchFeatures
import ArchHost
import Testing

/// In a run, a screen's services live as long as the app: made once, kept
/// across openings, rotations and background; process death makes new ones,
/// as a new process would. So a leak into a service grows with the cycles.
@Suite struct ServiceLifetimeTests {
  /// The services each view was made with, in order.
  final class Seen: Sendable {
    let services = Locked<[ObjectIdentifier]>([])
    var distinct: Int { Set(services.withLock { $0 }).count }
  }

  static func recording(_ seen: Seen) -> Variant<Counter> {
    Variant("recording", summary: "notes the services it was made with") { context, services in
      seen.services.withLock { $0.append(ObjectIdentifier(services)) }
      return CounterView(context: context, leaky: false)
    }
  }

  /// Subscribes to the service's flow and drops the token; the closure
  /// holds nothing of the screen, so only the service keeps it.
  static let serviceLeaky = Variant<Counter>(
    "service-leaky", summary: "subscribes into the service and drops the token",
    leaks: LeakDeclaration([.subscriptions])
  ) { context, services in
    _ = services.updates.subscribe(label: "counter.cache") { _ in }
    return CounterView(context: context, leaky: false)
  }

  static let openRotatePop = Scenario<Counter>(
    "open, rotate, background, pop", covers: .rotationMidFlight, leaky: [.subscriptions],
    [.show(0), .rotate(0), .background(0), .foreground(0), .pop])
  static let processDeath = Scenario<Counter>(
    "process death", covers: .processDeath, leaky: [.subscriptions], [.show(0), .processDeath, .restore(0), .pop])

  @Test func servicesAreMadeOncePerRunAndKeptAcrossCyclesRotationAndBackground() {
    let seen = Seen()
    let report = ScenarioRunner.cycles(Self.openRotatePop, on: Self.recording(seen), count: 4)
    #expect(report.mismatchedSteps == 0)
    #expect(seen.services.withLock { $0.count } == 8)  // a view per show and per rotation
    // NB: call `F.makeServices` in `Run.reopen()` and this reads 4.
    #expect(seen.distinct == 1)
  }

  @Test func processDeathMakesNewServicesAndTheRestoredViewGetsThem() {
    let seen = Seen()
    let report = ScenarioRunner.run(Self.processDeath, on: Self.recording(seen))
    #expect(report.failures == [])
    let made = seen.services.withLock { $0 }
    #expect(made.count == 2)
    #expect(made[0] != made[1])
  }

  @Test(arguments: [1, 2, 5, 10])
  func aSubscriptionIntoAServiceGrowsLinearlyWithTheCycles(_ cycles: Int) {
    let report = ScenarioRunner.cycles(Self.openRotatePop, on: Self.serviceLeaky, count: cycles)
    // Two views per cycle (show, rotate), one subscription each.
    #expect(report.probes.liveSubscriptions == 2 * cycles)
    #expect(report.probes.objectsAlive == [])
    #expect(report.mismatchedSteps == 0)
  }

  @Test func aSubscriptionIntoAServiceDiesWithTheProcess() {
    // The old process's service goes with it, and its subscribers; the
    // restored view subscribes to the new one.
    let report = ScenarioRunner.cycles(Self.processDeath, on: Self.serviceLeaky, count: 3)
    #expect(report.probes.liveSubscriptions == 1)
  }

  @Test func theRunAsksTheServicesToStartOverBeforeEachNewOpening() {
    let service = Locked<CounterService?>(nil)
    let keeping = Variant<Counter>("keeping", summary: "keeps its service") { context, services in
      service.withLock { $0 = services }
      return CounterView(context: context, leaky: false)
    }
    _ = ScenarioRunner.cycles(Self.openRotatePop, on: keeping, count: 3)
    #expect(service.withLock { $0?.resetCount } == 2)
  }
}
