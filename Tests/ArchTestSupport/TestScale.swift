import Foundation

/// How much of a seeded check one run does. `swift test` runs a quarter of
/// each fuzzer's and model check's cases, so the edit-test loop stays
/// short; `ARCHLAB_TEST_SCALE=full` runs all of them, as `.ci/run` does
/// once more after the README's `swift test`.
///
/// ```swift
/// static let seeds = TestScale.count(quick: 500, full: 2_000)
/// ```
public enum TestScale {
  /// Whether this run does every case: `ARCHLAB_TEST_SCALE=full`.
  public static let isFull = ProcessInfo.processInfo.environment["ARCHLAB_TEST_SCALE"] == "full"

  /// `full` in a full run, else `quick`.
  public static func count(quick: Int, full: Int) -> Int { isFull ? full : quick }
}
