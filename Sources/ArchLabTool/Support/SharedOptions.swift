import ArchCodebase
import ArchLabCLI
import ArchMetrics

/// The options several commands take, declared once: a command lists the
/// ones it takes in its spec and reads them as it reads its own, so code
/// shared by commands is given their values, never asks which it has.
enum SharedOptions {
  /// `--output FILE` of a command that can write a file.
  static let output: Option<String?> = .string("output", valueName: "file", help: OutputFormat.outputHelp)

  /// `--width N`: the columns a command's text fits in, 40 to 1000;
  /// `nil` leaves the width to the output (``Output/textWidth(_:toFile:)``).
  static let width: Option<Int?> = .integer(
    "width", valueName: "n",
    help: "Fit the text in n columns, 40 to 1000. Default: on a terminal its size, else COLUMNS, else 100 "
      + "(a file or a pipe).",
    in: Terminal.widths)

  /// `--rules FILE` of the commands that count the suite's lines (compare,
  /// report): role rules instead of the run's own.
  static let suiteRules: Option<String?> = .string(
    "rules", valueName: "file",
    help: "Role rules for the suite's files instead of the standard ones: one '<glob> <role>' per line, as for loc.")

  /// `--seed N`: where the verdicts' bootstrap starts. The default is
  /// fixed, so the same input gives the same output; another seed shows
  /// how much the interval's ends move from draw to draw.
  static let seed: Option<UInt64> = Option<String?>.string(
    "seed", valueName: "n",
    help: "Seed of the bootstrap behind each verdict's 95 % interval (default: \(ClaimUncertainty.defaultSeed))."
  ).map { text throws(CommandLineError) in
    guard let text else { return ClaimUncertainty.defaultSeed }
    guard let seed = UInt64(text) else {
      throw .usage("--seed \(text.escapingControlCharacters): give a whole number from 0 to \(UInt64.max)")
    }
    return seed
  }
}
