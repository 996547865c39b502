import Foundation
import Observation

/// The Observation framework's cost per change with one observer, re-armed
/// the standard way: tracking is one-shot, so `onChange` registers again.
enum ObservationBenchmark {
  static func make(baseline: String) -> Benchmark {
    let loop = ObservationLoop()
    loop.arm()
    return Benchmark(
      name: "Observation.emit (1 observer)", unit: "ns/emit", baseline: baseline,
      body: .sync { iterations in
        let model = loop.model
        var next = model.value
        let start = ContinuousClock.now
        for _ in 0..<iterations {
          next &+= 1
          model.value = next
        }
        let elapsed = ContinuousClock.now - start
        Tally.flush()
        return elapsed
      })
  }
}

/// An observable counter written out by hand (what `@Observable` expands
/// to) so that its storage can sit behind a lock: like a `StateFlow`, it is
/// safe to share, and the `@Sendable` `onChange` may capture it.
final class ObservedCounter: Observable, Sendable {
  private let registrar = ObservationRegistrar()
  private let storage = LockedInt()

  var value: Int {
    get {
      registrar.access(self, keyPath: \.value)
      return storage.value
    }
    set {
      registrar.withMutation(of: self, keyPath: \.value) { storage.value = newValue }
    }
  }
}

/// An `Int` behind an `NSLock`.
final class LockedInt: @unchecked Sendable {
  // @unchecked Sendable: `stored` is only touched while `lock` is held.
  private let lock = NSLock()
  private var stored = 0

  var value: Int {
    get { lock.withLock { stored } }
    set { lock.withLock { stored = newValue } }
  }
}

/// Re-arms the one-shot observation on every change, as SwiftUI does.
final class ObservationLoop: Sendable {
  let model = ObservedCounter()

  func arm() {
    let seen = withObservationTracking {
      model.value
    } onChange: { [self] in
      Tally.add(1)
      arm()
    }
    Tally.add(seen)
  }
}
