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

  package mutating func add(_ violation: RenderViolation) {
    count += 1
    if first.count < limit { first.append(violation) }
  }

  package mutating func add(_ other: BoundedViolations) {
    for violation in other.first where first.count < limit { first.append(violation) }
    count += other.count
  }
}
