import ArchFlow
import ArchHost

extension ScenarioRunner {
  /// Runs `scenario`'s steps `count` times on one host, each time on a newly
  /// opened screen whose view does nothing: the host's own share of a
  /// ``cycles(_:on:count:lap:afterLap:)`` run, the floor a scale run is measured against.
  /// Intents only settle the host; nothing is checked.
  ///
  /// With a positive `lap`, returns the real time of each `lap` cycles in
  /// turn, in seconds, as ``CycleReport/lapSeconds`` does for a variant (a
  /// last, shorter stretch is left out); otherwise nothing.
  ///
  /// ```swift
  /// ScenarioRunner.bareCycles(Search.scenarios[3], count: 1_000)
  /// ```
  @discardableResult
  public static func bareCycles<F: Feature>(_ scenario: Scenario<F>, count: Int, lap: Int = 0) -> [Double] {
    checkUsage(count > 0, "bareCycles(count:) needs at least one cycle, got \(count)")
    checkUsage(lap >= 0, "bareCycles(lap:) needs a lap of 0 (none) or more cycles, got \(lap)")
    let host = AppHost()
    var laps = LapTimer(lap: lap)
    for cycle in 0..<count {
      let screen = Screen(host: host, name: F.name) { _ in BareView() }
      var bundle: SavedState?
      for step in scenario.steps {
        switch step.action {
        case .show: if screen.view == nil { screen.show() }
        case .rotate: screen.rotate()
        case .pop: screen.pop()
        case .background: screen.background()
        case .foreground: screen.foreground()
        case .processDeath: bundle = screen.processDeath()
        case .restore: if let bundle { screen.restore(bundle) }
        case .intent: host.settle()
        case .advance(let duration): host.advance(by: duration)
        case .failNextRequests: break
        }
      }
      if screen.view != nil { screen.pop() }
      laps.cycleEnded(cycle)
    }
    return laps.seconds
  }

  /// A view that shows nothing.
  private final class BareView: Sendable {}
}
