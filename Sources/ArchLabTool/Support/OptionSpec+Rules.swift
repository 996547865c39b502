import ArchLabCLI

extension OptionSpec {
  /// `--rules FILE` of the commands that count the suite's lines (compare,
  /// report): role rules instead of the run's own.
  static let suiteRules = OptionSpec(
    "rules", valueName: "file",
    help: "Role rules for the suite's files instead of the standard ones: one '<glob> <role>' per line, as for loc.")
}
