/// A random number generator that gives the same numbers for the same
/// seed on every platform and run (SplitMix64): what makes a bootstrap's
/// interval the same bytes for the same input.
///
/// ```swift
/// var random = SeededGenerator(seed: 1)
/// Int.random(in: 0..<10, using: &random)  // the same on every run
/// ```
package struct SeededGenerator: RandomNumberGenerator, Sendable {
  private var state: UInt64

  /// A generator that starts from `seed`.
  package init(seed: UInt64) { state = seed }

  /// The next 64 random bits.
  package mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A whole number in `0..<bound`, without `Int.random`'s platform-defined
  /// method, so every platform draws the same.
  mutating func index(below bound: Int) -> Int {
    // Lemire's multiply-shift; the tiny bias of skipping its rejection step is far below a bootstrap's noise.
    Int(next().multipliedFullWidth(by: UInt64(bound)).high)
  }
}
