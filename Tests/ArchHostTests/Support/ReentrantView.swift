import ArchHost
import ArchTestSupport

/// A one-shot action shared by every view of a screen: the first view to
/// reach the trigger state fires it, later views (after a rotation) do not.
final class Trigger: Sendable {
  private let action: Box<(@Sendable (ScreenContext) -> Void)?>

  init(_ action: @escaping @Sendable (ScreenContext) -> Void) { self.action = Box(action) }

  /// Replaces the action (to capture a screen made after the trigger).
  func arm(_ action: @escaping @Sendable (ScreenContext) -> Void) { self.action.value = action }

  func fire(_ context: ScreenContext) {
    let action = action.withLock { action in
      defer { action = nil }
      return action
    }
    action?(context)
  }
}

/// A correct view with a splash screen's habit: its first lifecycle
/// observer fires `trigger` on `state` (pops, rotates, backgrounds its own
/// screen). Its second observer writes each state it sees into `journal`
/// as `"#1 resumed"` — with `(current: …)` appended if `lifecycle.current`
/// disagrees — and renders the state while visible. Its retained object
/// writes `"store cleared"` when the store is cleared.
final class ReentrantView: Sendable {
  init(context: ScreenContext, journal: Box<[String]>, on state: LifecycleState, trigger: Trigger) {
    _ = context.retained.value(for: "journal") { ClearJournal(journal) }
    context.lifecycle.observe(label: "ReentrantView.trigger") { [context] seen in
      if seen == state { trigger.fire(context) }
    }
    context.lifecycle.observe(label: "ReentrantView.journal") { [context] seen in
      let current = context.lifecycle.current
      let entry = "#\(context.instance) \(seen)" + (current == seen ? "" : " (current: \(current))")
      journal.withLock { $0.append(entry) }
      if seen.isAtLeastStarted { context.render(seen) }
    }
  }
}

/// A retained object that writes down when the store clears it.
final class ClearJournal: Clearable {
  let journal: Box<[String]>
  init(_ journal: Box<[String]>) { self.journal = journal }
  func clear() { journal.withLock { $0.append("store cleared") } }
}

extension Array where Element == String {
  /// `["#1 created", "#1 started", …]`: the journal of view `instance`
  /// seeing `states` one by one.
  static func journal(_ instance: Int, _ states: [LifecycleState]) -> [String] {
    states.map { "#\(instance) \($0)" }
  }
}

extension LifecycleState {
  /// Every state from `created` to `destroyed` along the show-then-pop path.
  static let wholeLife: [LifecycleState] = [.created, .started, .resumed, .paused, .stopped, .destroyed]
}
