/// A FIFO queue on a contiguous array with a moving head: O(1) amortized
/// push and pop, no per-element allocation.
struct _Queue<Element> {
  private var storage: ContiguousArray<Element> = []
  private var head = 0

  var isEmpty: Bool { head == storage.count }
  var count: Int { storage.count - head }

  mutating func append(_ element: Element) {
    storage.append(element)
  }

  mutating func popFirst() -> Element? {
    guard head < storage.count else { return nil }
    let element = storage[head]
    head += 1
    if head == storage.count {
      storage.removeAll(keepingCapacity: true)
      head = 0
    } else if head >= 32, head * 2 >= storage.count {
      storage.removeFirst(head)
      head = 0
    }
    return element
  }

  mutating func pushFront(_ element: Element) {
    if head > 0 {
      head -= 1
      storage[head] = element
    } else {
      storage.insert(element, at: 0)
    }
  }

  mutating func removeAll() {
    storage.removeAll()
    head = 0
  }

  /// Appends under a capacity, applying `overflow` when full.
  /// Returns false when the new element was dropped.
  @discardableResult
  mutating func append(_ element: Element, capacity: Int, overflow: BufferOverflow) -> Bool {
    if count < capacity {
      append(element)
      return true
    }
    switch overflow {
    case .dropLatest:
      return false
    case .dropOldest:
      _ = popFirst()
      append(element)
      return true
    }
  }

  var elements: [Element] { Array(storage[head...]) }
}
