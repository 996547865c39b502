import ArchFlow
import ArchHost
import Testing

/// Like ProfileView, but renders from a `for await` loop over the model's
/// state in a task launched through the host, cancelled at `destroyed`.
final class StreamingProfileView: Sendable {
  init(context: ScreenContext) {
    let model = context.retained.value(for: "model") { ProfileModel(host: context.host, id: "7") }
    let rendering = context.host.launch("render.stream") {
      for await frame in model.state.values(label: "StreamingProfileView.render") {
        context.render(frame)
      }
    }
    context.lifecycle.observe(label: "StreamingProfileView.lifecycle") { state in
      if state == .destroyed { rendering.cancel() }
    }
  }
}

@Suite struct DeterminismTests {
  /// Two screens on one host — one rendering from callbacks, one from a
  /// `for await` loop — through rotation, background, foreground and pop,
  /// with a load, a ticker and a stream all waking on the same clock.
  static func runScenario() -> [String] {
    let host = AppHost()
    let callbacks = Screen(host: host, name: "callbacks") { ProfileView(context: $0) }
    let stream = Screen(host: host, name: "stream") { StreamingProfileView(context: $0) }
    callbacks.show()
    stream.show()
    host.advance(by: .milliseconds(100))
    callbacks.rotate()
    host.advance(by: .milliseconds(200))
    stream.rotate()
    callbacks.background()
    host.advance(by: .milliseconds(300))
    callbacks.foreground()
    host.advance(by: .milliseconds(250))
    callbacks.pop()
    stream.pop()
    let report = host.probeReport()
    return callbacks.renderLog.frames.map { "callbacks \($0)" }
      + stream.renderLog.frames.map { "stream \($0)" }
      + report.leaks
  }

  @Test func aScenarioGivesIdenticalFramesOnEachOf200Runs() {
    // NB: launch the tasks with a bare `Task { }` in AppHost.launch and the runs diverge (or are empty).
    let first = Self.runScenario()
    #expect(first == [
      "callbacks #1 @ 0.0 seconds: loading",
      "callbacks #2 @ 0.1 seconds: loading",
      "callbacks #2 @ 0.25 seconds: tick(1)",
      "callbacks #2 @ 0.3 seconds: loaded(user-42)",
      "callbacks #2 @ 0.5 seconds: tick(2)",
      "callbacks #2 @ 0.75 seconds: tick(3)",
      "stream #1 @ 0.0 seconds: loading",
      "stream #1 @ 0.25 seconds: tick(1)",
      "stream #1 @ 0.3 seconds: loaded(user-7)",
      "stream #2 @ 0.3 seconds: loaded(user-7)",
      "stream #2 @ 0.5 seconds: tick(2)",
      "stream #2 @ 0.75 seconds: tick(3)",
    ])
    var divergent: [Int] = []
    for run in 2...200 where Self.runScenario() != first {
      divergent.append(run)
    }
    #expect(divergent == [])
  }
}
