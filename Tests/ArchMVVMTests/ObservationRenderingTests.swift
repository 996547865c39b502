import ArchFlow
import ArchHost
import ArchMVVM
import Observation
import Testing

/// `render(while:host:label:_:render:)`: Observation tracking re-armed
/// after each change, as SwiftUI does, bound to the view's lifecycle.
@Suite struct ObservationRenderingTests {
  /// An observable counter written as `@Observable` expands, behind a lock.
  final class Counter: Observable, Sendable {
    private let registrar = ObservationRegistrar()
    private let stored = Locked(0)

    var value: Int {
      get {
        registrar.access(self, keyPath: \.value)
        return stored.withLock { $0 }
      }
      set { registrar.withMutation(of: self, keyPath: \.value) { stored.withLock { $0 = newValue } } }
    }
  }

  final class CounterView: Sendable {
    init(context: ScreenContext, counter: Counter) {
      render(while: context.lifecycle, host: context.host, label: "counter.render") { counter.value } render: {
        [context] value in context.render(value)
      }
    }
  }

  static func screen(_ host: AppHost, _ counter: Counter) -> Screen<CounterView> {
    Screen(host: host, name: "counter") { CounterView(context: $0, counter: counter) }
  }

  @Test func rendersOnStartThenTheNewValueAfterEachChangeOnTheHostsNextTurn() {
    let host = AppHost()
    let counter = Counter()
    let screen = Self.screen(host, counter)
    screen.show()
    counter.value = 1
    counter.value = 2  // announced before it is made: read once, on the next turn
    host.settle()
    #expect(screen.renderLog.frames.map(\.text) == ["0", "2"])
    counter.value = 3
    host.settle()
    #expect(screen.renderLog.lastFrame?.text == "3")
    screen.pop()
  }

  @Test func aStoppedViewRendersNothingAndTheLatestOnTheWayBack() {
    // NB: in ObservationRendering, ignore `stop()` and the background render shows up.
    let host = AppHost()
    let counter = Counter()
    let screen = Self.screen(host, counter)
    screen.show()
    screen.background()
    counter.value = 5
    host.settle()
    #expect(screen.renderLog.frames.map(\.text) == ["0"])
    screen.foreground()
    #expect(screen.renderLog.frames.map(\.text) == ["0", "5"])
    screen.pop()
  }

  @Test func aDestroyedViewNeitherRendersNorStaysAlive() {
    let host = AppHost()
    let counter = Counter()
    let screen = Self.screen(host, counter)
    screen.show()
    screen.rotate()
    counter.value = 1
    host.settle()
    screen.pop()
    counter.value = 2
    host.settle()
    #expect(screen.renderLog.violations.isEmpty)
    #expect(host.tracker.alive.isEmpty)
    #expect(host.ledger.liveCount == 0)
    #expect(host.tasks.count == 0)
  }

  @Test func aChangeAfterAStopAndStartWithNoTurnBetweenStillRenders() {
    // NB: in ObservationRendering, keep one queued flag for every generation and the last change is lost.
    let host = AppHost()
    let counter = Counter()
    let lifecycle = Lifecycle(ledger: host.ledger)
    let frames = Locked<[Int]>([])
    render(while: lifecycle, host: host, label: "counter.render") { counter.value } render: { value in
      frames.withLock { $0.append(value) }
    }
    lifecycle.move(to: .started)
    counter.value = 1  // a refresh is queued for this start
    lifecycle.move(to: .resumed)
    lifecycle.move(to: .paused)
    lifecycle.move(to: .stopped)
    lifecycle.move(to: .started)  // renders 1 and arms again, before the queued refresh ran
    counter.value = 2
    host.settle()
    #expect(frames.withLock { $0 } == [0, 1, 2])
    lifecycle.move(to: .stopped)
    lifecycle.move(to: .destroyed)
  }
}
