import Foundation  // for Date

// MARK: - Inputs

enum Event {  // what the user did
  case tap(x: Int, y: Int)  // a touch
  case key(Character) /* a key press */
  case scroll(delta: Double)
}

// MARK: - State

struct Counter {
  var taps = 0  // taps so far
  var keys = 0 /* keys so far */
  var lastEvent: Date? = nil

  /* reset */ mutating func reset() { self = Counter() }

  mutating func handle(_ event: Event, at date: Date) {
    switch event {
    case .tap: taps += 1  // count it
    case .key: keys += 1
    case .scroll: break  // ignored
    }
    lastEvent = date  /* remember when */
  }
}

// MARK: - Effects

func log(_ counter: Counter) -> String {
  // Build a short summary.
  let parts = [
    "taps: \(counter.taps)",  // first
    "keys: \(counter.keys)",  // second
  ]
  return parts.joined(separator: ", ")  // "taps: 1, keys: 0"
}

#if DEBUG
let verbose = true  // debug builds
#else
let verbose = false
#endif
