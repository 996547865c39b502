import ArchFlow
import ArchHost
import Testing

/// A view that saves a draft through the registry and reads it back.
final class DraftView: Sendable {
  let restoredDraft: String?

  init(context: ScreenContext) {
    restoredDraft = context.saved.restored?["draft"]
    // Retained across rotation, lost at process death, like any object.
    let draft = context.retained.value(for: "draft") { Box(restoredDraft ?? "") }
    context.saved.register("draft") { draft.value }
    context.render(DraftFrame(text: draft.value))
  }
}

struct DraftFrame: Sendable, Equatable, CustomStringConvertible {
  let text: String
  var description: String { "draft(\(text))" }
}

@Suite struct ProcessDeathTests {
  @Test func processDeathKeepsOnlyTheSavedStateAndRestoreRebuildsFromIt() {
    // NB: return an empty SavedState from processDeath() and the restored frame is "draft()".
    let host = Host()
    let screen = Screen(host: host, name: "draft") { DraftView(context: $0) }
    screen.show()
    (screen.retained["draft"] as? Box<String>)?.value = "hello"
    screen.rotate()
    #expect(screen.renderLog.lastFrame?.text == "draft(hello)")
    let beforeDeath = screen.retained["draft"]

    let saved = screen.processDeath()

    #expect(saved == ["draft": "hello"])
    #expect(screen.view == nil)
    #expect(screen.retained.keys == [])
    #expect(host.probeReport().leaks == [])

    screen.restore(saved)

    #expect(screen.view?.restoredDraft == "hello")
    let sameObject = screen.retained["draft"] === beforeDeath
    #expect(!sameObject, "process death must not keep retained objects")
    #expect(screen.renderLog.frames.map(\.text) == ["draft()", "draft(hello)", "draft(hello)"])
    #expect(screen.renderLog.frames.map(\.instance) == [1, 2, 3])
  }

  @Test func processDeathCancelsRunningTasksAndClearsTheStore() {
    // NB: drop `host.tasks.cancelAll()` from processDeath() and "orphan" stays live.
    let host = Host()
    let spy = ClearSpy()
    let screen = Screen(host: host, name: "profile") { context in
      _ = context.retained.value(for: "spy") { spy }
      // Owned by nobody: only process death ends it.
      context.host.launch("orphan") { try? await context.host.clock.sleep(for: .seconds(60)) }
      return LoggingView(context: context)
    }
    screen.show()
    #expect(host.tasks.labels == ["orphan"])

    _ = screen.processDeath()

    #expect(host.tasks.labels == [])
    #expect(spy.cleared.value == 1)
    #expect(host.clock.sleeperCount == 0)
  }

  @Test func aFreshScreenHasNoRestoredState() {
    let host = Host()
    let screen = Screen(host: host, name: "draft") { DraftView(context: $0) }
    screen.show()
    #expect(screen.saved.restored == nil)
    #expect(screen.view?.restoredDraft == nil)
  }

  @Test func popForgetsTheRestoredStateAndTheProviders() {
    let host = Host()
    let screen = Screen(host: host, name: "draft") { DraftView(context: $0) }
    screen.restore(["draft": "kept"])
    #expect(screen.saved.restored == ["draft": "kept"])
    #expect(screen.saved.registeredKeys == ["draft"])

    screen.pop()

    #expect(screen.saved.restored == nil)
    #expect(screen.saved.registeredKeys == [])
  }

  @Test func savedStateRoundTripsThroughCodable() throws {
    let saved: SavedState = ["b": "2", "a": "1"]
    #expect(saved.description == "[a: 1, b: 2]")
    #expect(SavedState(["a": "1", "b": "2"]) == saved)
  }
}
