import Testing

@testable import ArchFlow

/// The FIFO under every relay and buffer: against an array doing the same
/// steps, through the paths its pops take (the last element, the middle,
/// a compaction past 32) and `pushFront` after pops.
@Suite("_Queue")
struct QueueTests {
  @Test(arguments: [UInt64(1), 2, 3, 42])
  func behavesAsAnArrayThroughRandomPushesAndPops(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    var queue = _Queue<Int>()
    var model: [Int] = []
    var next = 0
    for _ in 0..<5_000 {
      switch random.next() % 7 {
      case 0, 1, 2:
        // Bursts, so the queue grows past the compaction threshold.
        for _ in 0..<Int(random.next() % 40) {
          queue.append(next)
          model.append(next)
          next += 1
        }
      case 3:
        queue.pushFront(next)
        model.insert(next, at: 0)
        next += 1
      default:
        #expect(queue.popFirst() == model.first)
        if !model.isEmpty { model.removeFirst() }
      }
      #expect(queue.count == model.count)
      #expect(queue.isEmpty == model.isEmpty)
    }
    #expect(queue.elements == model)
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
