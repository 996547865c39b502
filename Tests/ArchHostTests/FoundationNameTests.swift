import ArchHost
import Foundation
import Testing

/// `AppHost` reads unambiguously in a file that imports Foundation, whose
/// own `Host` made the old name ambiguous there. That this file compiles is
/// the test; the checks say the type is the host it should be.
@Suite struct FoundationNameTests {
  @Test func appHostNeedsNoModuleNameBesideFoundation() {
    let host = AppHost()
    let runs = Counter()
    host.launch("foundation-name") { runs.increment() }
    host.settle()
    #expect(runs.value == 1)
    #expect(host.tasks.count == 0)
  }

  @Test func foundationsHostIsStillFoundations() {
    #expect(String(describing: Foundation.Host.self) == "Host")
  }
}

/// A count the test's task increments; guarded by its lock.
private final class Counter: @unchecked Sendable {
  private let lock = NSLock()  // guards count
  private var count = 0
  var value: Int { lock.withLock { count } }
  func increment() { lock.withLock { count += 1 } }
}
