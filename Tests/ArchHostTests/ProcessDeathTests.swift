import ArchFlow
import ArchHost
import ArchTestSupport
import Foundation
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

/// Like DraftView, but the provider is registered once, by the retained
/// draft's maker, so only the registry keeps it across rotations.
final class OnceRegisteringDraftView: Sendable {
  let restoredDraft: String?

  init(context: ScreenContext) {
    let restoredDraft = context.saved.restored?["draft"]
    self.restoredDraft = restoredDraft
    _ = context.retained.value(for: "draft") {
      let draft = Box(restoredDraft ?? "")
      context.saved.register("draft") { draft.value }
      return draft
    }
  }
}

struct DraftFrame: Sendable, Equatable, CustomStringConvertible {
  let text: String
  var description: String { "draft(\(text))" }
}

@Suite struct ProcessDeathTests {
  @Test func processDeathKeepsOnlyTheSavedStateAndRestoreRebuildsFromIt() {
    // NB: return an empty SavedState from processDeath() and the restored frame is "draft()".
    let host = AppHost()
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
    // NB: drop `host._killTasksForProcessDeath()` from processDeath() and "orphan" stays live.
    let host = AppHost()
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
    #expect(host.probeReport().tasksKilledByProcessDeath == ["orphan"])
  }

  @Test func aTaskNobodyOwnedIsReportedAfterProcessDeathKilledIt() {
    // NB: go back to a bare `host.tasks.cancelAll()` in processDeath() and the report is clean.
    let host = AppHost()
    let screen = Screen(host: host, name: "profile") { context in
      // Owned: ProfileModel.clear() cancels its load and ticker.
      _ = ProfileView(context: context)
      // Owned by nobody, on purpose: the leak process death would hide.
      context.host.launch("orphan.poll") {
        while (try? await context.host.clock.sleep(for: .seconds(1))) != nil {}
      }
      return LoggingView(context: context)
    }
    screen.show()
    host.advance(by: .milliseconds(100))
    #expect(host.tasks.labels == ["profile.load", "profile.ticker", "orphan.poll"])

    let saved = screen.processDeath()

    #expect(host.tasks.labels == [])
    let report = host.probeReport()
    #expect(report.tasksKilledByProcessDeath == ["orphan.poll"])
    #expect(report.leaks == ["task nobody cancelled, killed by process death: orphan.poll"])
    #expect(!report.isClean)
    // Still there after the screen is rebuilt and popped: the test sees it at the end.
    screen.restore(saved)
    screen.pop()
    #expect(host.probeReport().tasksKilledByProcessDeath == ["orphan.poll"])
  }

  @Test func tasksTheirOwnersCancelledAreNotReportedAsKilledByProcessDeath() {
    // NB: take the snapshot before settling the cleared store and "profile.load", "profile.ticker" show up.
    let host = AppHost()
    let screen = Screen(host: host, name: "profile") { ProfileView(context: $0) }
    screen.show()
    host.advance(by: .milliseconds(100))
    #expect(host.tasks.labels == ["profile.load", "profile.ticker"])

    _ = screen.processDeath()

    let report = host.probeReport()
    #expect(report.tasksKilledByProcessDeath == [])
    #expect(report.leaks == [], "\(report)")
  }

  @Test func aFreshScreenHasNoRestoredState() {
    let host = AppHost()
    let screen = Screen(host: host, name: "draft") { DraftView(context: $0) }
    screen.show()
    #expect(screen.saved.restored == nil)
    #expect(screen.view?.restoredDraft == nil)
  }

  @Test func popForgetsTheRestoredStateAndTheProviders() {
    let host = AppHost()
    let screen = Screen(host: host, name: "draft") { DraftView(context: $0) }
    screen.restore(["draft": "kept"])
    #expect(screen.saved.restored == ["draft": "kept"])
    #expect(screen.saved.registeredKeys == ["draft"])

    screen.pop()

    #expect(screen.saved.restored == nil)
    #expect(screen.saved.registeredKeys == [])
  }

  @Test func rotationAfterRestoreHandsTheNewViewAFreshBundleAndKeepsTheProviders() {
    // NB: leave `restored` alone in rotate() and view #2 reads "old" from the process-death bundle.
    let host = AppHost()
    let screen = Screen(host: host, name: "draft") { OnceRegisteringDraftView(context: $0) }
    screen.restore(["draft": "old"])
    #expect(screen.view?.restoredDraft == "old")

    (screen.retained["draft"] as? Box<String>)?.value = "new"
    screen.rotate()

    #expect(screen.view?.restoredDraft == "new")
    #expect(screen.saved.restored == ["draft": "new"])
    #expect(screen.saved.registeredKeys == ["draft"])
    (screen.retained["draft"] as? Box<String>)?.value = "newer"
    #expect(screen.processDeath() == ["draft": "newer"])
  }

  @Test func rotatingAFreshScreenHandsTheNewViewTheProvidersBundle() {
    let host = AppHost()
    let screen = Screen(host: host, name: "draft") { DraftView(context: $0) }
    screen.show()
    (screen.retained["draft"] as? Box<String>)?.value = "typed"

    screen.rotate()

    #expect(screen.saved.restored == ["draft": "typed"])
    #expect(screen.view?.restoredDraft == "typed")
  }

  @Test func savedStateRoundTripsThroughCodable() throws {
    // NB: give SavedState a Codable conformance that drops `values` and the decoded bundle is empty.
    let saved: SavedState = ["b": "2", "a": "1", "quote": "say \"hi\"", "empty": ""]
    #expect(SavedState(["a": "1", "b": "2", "quote": "say \"hi\"", "empty": ""]) == saved)

    let data = try JSONEncoder().encode(saved)
    let decoded = try JSONDecoder().decode(SavedState.self, from: data)

    #expect(decoded == saved)
    #expect(decoded.description == "[a: 1, b: 2, empty: , quote: say \"hi\"]")
  }
}
