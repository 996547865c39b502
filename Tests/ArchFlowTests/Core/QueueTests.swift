import ArchTestSupport
import Testing

@testable import ArchFlow

/// The FIFO under every relay and buffer: against an array doing the same
/// steps, through the paths its pops take (the last element, the middle,
/// a compaction once 32 or more are popped) and `pushFront` after pops.
@Suite("_Queue")
struct QueueTests {
  @Test(arguments: [UInt64(1), 2, 3, 42])
  func behavesAsAnArrayThroughRandomPushesAndPops(seed: UInt64) throws {
    var random = SplitMix(seed: seed)
    var queue = _Queue<Int>()
    var model: [Int] = []
    var next = 0
    // Phases that mostly fill, then mostly drain: the queue grows past the
    // compaction threshold, compacts, and empties again with a moved head.
    for step in 0..<20_000 {
      let filling = step % 1_200 < 200
      switch random.next() % 8 {
      case 0 where filling, 1 where filling, 2 where filling:
        for _ in 0..<Int(random.next() % 20) {
          queue.append(next)
          model.append(next)
          next += 1
        }
      case 3:
        queue.pushFront(next)
        model.insert(next, at: 0)
        next += 1
      case 4 where filling:
        queue.append(next)
        model.append(next)
        next += 1
      default:
        // `#require`: the first difference stops the run, not 20,000 reports.
        try #require(queue.popFirst() == model.first, "step \(step)")
        if !model.isEmpty { model.removeFirst() }
      }
      try #require(queue.count == model.count, "step \(step)")
      #expect(queue.isEmpty == model.isEmpty)
    }
    #expect(queue.elements == model)
  }

  @Test func compactsOnceHalfIsPoppedAndKeepsOrder() {
    // NB: in _Queue.removeFirst, make the compaction `removeFirst(head - 1)`.
    var queue = _Queue<Int>()
    for value in 0..<64 { queue.append(value) }
    for value in 0..<32 { #expect(queue.popFirst() == value) }
    #expect(queue.elements == Array(32..<64))
    queue.pushFront(31)
    #expect(queue.elements == Array(31..<64))
    var drained: [Int] = []
    while let value = queue.popFirst() { drained.append(value) }
    #expect(drained == Array(31..<64))
    #expect(queue.isEmpty)
  }

  @Test func popsTheOnlyElementAndIsEmptyAfter() {
    var queue = _Queue<String>()
    queue.append("a")
    #expect(queue.popFirst() == "a")
    #expect(queue.isEmpty)
    #expect(queue.popFirst() == nil)
    queue.append("b")
    queue.append("c")
    #expect(queue.popFirst() == "b")
    #expect(queue.popFirst() == "c")
    #expect(queue.elements.isEmpty)
  }

  @Test func releasesWhatItPopsOnceEmpty() {
    final class Item {}
    weak var first: Item?
    weak var last: Item?
    var queue = _Queue<Item>()
    do {
      let a = Item()
      let b = Item()
      first = a
      last = b
      queue.append(a)
      queue.append(b)
    }
    _ = queue.popFirst()
    _ = queue.popFirst()
    #expect(first == nil)
    #expect(last == nil)
  }
}
