import Foundation
import ArchFlow
import ArchLabCLI

/// `archlab list`: the modules that exist, and a live run of ArchFlow's
/// state flow so the output is measured, not claimed.
enum ListCommand {
  static let spec = CommandSpec(
    name: "list",
    abstract: "What ArchLab contains today, with a live check of ArchFlow.",
    examples: ["swift run archlab list"])

  static func run() -> String {
    let check = liveCheck()
    return """
      ArchLab \(version) — comparing UI architectures, headless.

      Modules
        ArchFlow   reactive core: StateFlow, SharedFlow, EventChannel, operators,
                   async bridges, FlowScope, TestClock, SubscriptionLedger
        ArchHost   headless platform: lifecycle, screens (rotate, pop, background,
                   process death), retained store, render log, probes
        ArchMVP    presenters: weak view, attach/detach, presenter store
        ArchMVVM   view models: state, events, store and factory, lifecycle-aware collection
        (ArchFeatures, ArchMetrics: not built yet)

      Live check of ArchFlow
        a subscriber of MutableStateFlow(0) set to 1, 1, 2 saw: \(check.seen)
        live subscriptions before cancel: \(check.liveBefore), after: \(check.liveAfter)
        recorded site of the subscription: \(check.site)
      """
  }

  struct Check {
    var seen: String
    var liveBefore: Int
    var liveAfter: Int
    var site: String
  }

  static func liveCheck() -> Check {
    let ledger = SubscriptionLedger()
    ledger.startRecording()
    let flow = MutableStateFlow(0, ledger: ledger)
    let seen = Seen()
    let token = flow.subscribe(label: "list.check") { seen.append($0) }
    flow.value = 1
    flow.value = 1  // equal: not delivered
    flow.value = 2
    let before = ledger.liveCount
    // The file and line of the subscribe call above, as the ledger saw them.
    let site = ledger.liveRecords.first.map { "\($0.site)" } ?? "none"
    token.cancel()
    return Check(
      seen: seen.values.map(String.init).joined(separator: ", "),
      liveBefore: before, liveAfter: ledger.liveCount, site: site)
  }
}

/// Collects what the subscriber saw; the subscription runs synchronously,
/// but its callback must be `@Sendable`, hence the lock.
final class Seen: @unchecked Sendable {
  // `lock` guards `storage`.
  private let lock = NSLock()
  private var storage: [Int] = []
  func append(_ value: Int) { lock.withLock { storage.append(value) } }
  var values: [Int] { lock.withLock { storage } }
}
