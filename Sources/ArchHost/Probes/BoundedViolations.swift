/// Renders after destroy as the probes keep them: every one counted, the
/// first `limit` kept whole. A leaky control renders into its dead views on
/// every tick of every cycle; the instrument's own memory must not grow
/// with each render.
package struct BoundedViolations: Sendable {
  /// The first ones, oldest first.
  package private(set) var first: [RenderViolation] = []
  /// All of them.
  package private(set) var count = 0
  /// How many are kept whole.
  package let limit: Int

  package init(limit: Int) { self.limit = limit }

  /// Whether a violation added now would be kept whole. Once false it
  /// stays false, so a caller may skip making one it would not keep.
  package var hasRoom: Bool { first.count < limit }

  package mutating func add(_ violation: RenderViolation) {
    count += 1
    if first.count < limit { first.append(violation) }
  }

  /// Counts a violation that is not kept whole: there is no room for it.
  package mutating func addUnkept() {
    count += 1
  }

  package mutating func add(_ other: BoundedViolations) {
    for violation in other.first where first.count < limit { first.append(violation) }
    count += other.count
  }
}
