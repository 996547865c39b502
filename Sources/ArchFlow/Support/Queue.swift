/// A FIFO queue on a contiguous array with a moving head: O(1) amortized
/// push and pop, no per-element allocation.
///
/// Its methods are always inlined: a generic caller (a relay, unspecialised)
/// that calls one must first look up the queue's type metadata at run time,
/// which costs more than the method.
@usableFromInline
struct _Queue<Element> {
  @usableFromInline var storage: ContiguousArray<Element> = []
  @usableFromInline var head = 0

  @inlinable init() {}

  @inlinable @inline(__always) var isEmpty: Bool { head == storage.count }
  @inlinable @inline(__always) var count: Int { storage.count - head }

  @inlinable @inline(__always) mutating func append(_ element: Element) {
    storage.append(element)
  }

  @inlinable @inline(__always) mutating func popFirst() -> Element? {
    isEmpty ? nil : removeFirst()
  }

  /// The first element, taken off; the queue must not be empty. Unlike
  /// ``popFirst()`` it makes no optional, whose type metadata an
  /// unspecialised caller would look up on every call.
  @inlinable @inline(__always) mutating func removeFirst() -> Element {
    if head == storage.count - 1 {
      // The last one (most often the only one, head 0): taken off the end,
      // which is much cheaper than emptying the array where it is
      // unspecialised; only popped ones before it need emptying.
      let element = storage.removeLast()
      if head > 0 {
        storage.removeAll(keepingCapacity: true)
        head = 0
      }
      return element
    }
    let element = storage[head]
    head += 1
    if head >= 32, head * 2 >= storage.count {
      storage.removeFirst(head)
      head = 0
    }
    return element
  }

  @inlinable @inline(__always) mutating func pushFront(_ element: Element) {
    if head > 0 {
      head -= 1
      storage[head] = element
    } else {
      storage.insert(element, at: 0)
    }
  }

  @inlinable @inline(__always) mutating func removeAll() {
    storage.removeAll()
    head = 0
  }

  /// Appends under a capacity, applying `overflow` when full.
  /// Returns false when the new element was dropped.
  @inlinable @discardableResult
  mutating func append(_ element: Element, capacity: Int, overflow: BufferOverflow) -> Bool {
    if count < capacity {
      append(element)
      return true
    }
    switch overflow {
    case .suspend:
      append(element)
      return true
    case .dropLatest:
      return false
    case .dropOldest:
      _ = popFirst()
      append(element)
      return true
    }
  }

  @inlinable var elements: [Element] { Array(storage[head...]) }
}
