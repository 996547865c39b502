import ArchFlow
import ArchHost

extension ScenarioRunner {
  /// Runs `scenario`'s steps `count` times on one host, each time on a newly
  /// opened screen whose view does nothing: the host's own share of a
  /// ``cycles(_:on:count:lap:)`` run, the floor a scale run is measured against.
  /// Intents only settle the host; nothing is checked.
  ///
  /// ```swift
  /// ScenarioRunner.bareCycles(Search.scenarios[3], count: 1_000)
  /// ```
  public static func bareCycles<F: Feature>(_ scenario: Scenario<F>, count: Int) {
    checkUsage(count > 0, "bareCycles(count:) needs at least one cycle, got \(count)")
    let host = AppHost()
    for _ in 0..<count {
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
    }
  }

  /// A view that shows nothing.
  private final class BareView: Sendable {}
}
