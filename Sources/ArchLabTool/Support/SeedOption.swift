import ArchCodebase
import ArchLabCLI
import ArchMetrics

/// `--seed N`: where the verdicts' bootstrap starts. The default is fixed,
/// so the same input gives the same output; another seed shows how much
/// the interval's ends move from draw to draw.
enum SeedOption {
  static let spec = OptionSpec(
    "seed", valueName: "n",
    help: "Seed of the bootstrap behind each verdict's 95 % interval (default: \(ClaimUncertainty.defaultSeed)).")

  static func value(_ arguments: ParsedArguments) throws(CommandFailure) -> UInt64 {
    guard let text = arguments.value("seed") else { return ClaimUncertainty.defaultSeed }
    guard let seed = UInt64(text) else {
      throw .usage("--seed \(text.escapingControlCharacters): give a whole number from 0 to \(UInt64.max)")
    }
    return seed
  }
}
