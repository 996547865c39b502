/// `--lifecycle-fuzz N [--seed S] [--feature F] [--variant V]`: the
/// lifecycle fuzz mode.
package struct FuzzOptions: Sendable, Equatable {
  /// `--seed` when not given.
  package static let defaultSeed: UInt64 = 0

  /// How many sequences in total, split over the pairs.
  package var count: Int
  /// The seed of each pair's first sequence; sequence i uses `seed + i`.
  package var seed: UInt64
  /// Only this screen, when given.
  package var feature: String?
  /// Only this variant, when given (a leaky one too).
  package var variant: String?

  /// Creates the options of a fuzz run.
  package init(count: Int, seed: UInt64 = Self.defaultSeed, feature: String? = nil, variant: String? = nil) {
    self.count = count
    self.seed = seed
    self.feature = feature
    self.variant = variant
  }

  /// A seed as `--seed` takes it: decimal, or hexadecimal after `0x` (the
  /// form a failure's replay line prints); `nil` for anything else.
  package static func seed(parsing text: String) -> UInt64? {
    let hex = text.lowercased().hasPrefix("0x")
    return hex ? UInt64(text.dropFirst(2), radix: 16) : UInt64(text)
  }
}
