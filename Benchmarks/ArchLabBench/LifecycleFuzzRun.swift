import ArchFeatures
import ArchLabCLI
import ArchMetrics
import Foundation

/// `--lifecycle-fuzz N`: N random lifecycle sequences in total, split evenly
/// over the feature × variant pairs, each checked by `LifecycleFuzzer`.
/// Progress on stderr; the table and every failing seed's replay line on
/// stdout.
struct LifecycleFuzzRun {
  let count: Int
  let seed: UInt64
  let feature: String?
  let variant: String?

  struct Pair: Sendable {
    let feature: AnyFeature
    let variant: VariantID
    var name: String { "\(feature.name) / \(variant)" }
  }

  /// The pairs to fuzz: reference-modeled features (or the one named) and
  /// their disciplined variants (or the one named, leaky or not).
  ///
  /// - Throws: a usage error naming the nearest feature or variant, as `archlab` does.
  func pairs(in suite: FeatureSuite) throws(CommandLineError) -> [Pair] {
    var features = suite.features.filter(\.isReferenceModeled)
    if let feature {
      guard let named = suite.feature(named: feature) else {
        throw .usage(unknownName("feature", feature, choices: features.map(\.name)))
      }
      guard named.isReferenceModeled else { throw .usage("feature '\(feature)' has no reference model") }
      features = [named]
    }
    let pairs = features.flatMap { entry in
      entry.variants
        .filter { info in variant.map { info.id.rawValue == $0 } ?? !info.traits.contains(.leaksOnPurpose) }
        .map { Pair(feature: entry, variant: $0.id) }
    }
    guard pairs.isEmpty else { return pairs }
    var seen = Set<String>()
    let known = features.flatMap { $0.variants.map(\.id.rawValue) }.filter { seen.insert($0).inserted }
    throw .usage(unknownName("variant", variant ?? "", choices: known, scope: feature.map { " of \($0)" } ?? ""))
  }

  /// Runs the pairs in parallel, one per core at a time, and prints the
  /// report; returns the exit status: 1 if anything failed.
  func run(suite: FeatureSuite = .standard) throws(CommandLineError) -> Int32 {
    let pairs = try pairs(in: suite)
    let results = FuzzProgress(total: count)
    let clock = ContinuousClock()
    let start = clock.now
    DispatchQueue.concurrentPerform(iterations: pairs.count) { index in
      let share = count / pairs.count + (index < count % pairs.count ? 1 : 0)
      let pairStart = clock.now
      var failures: [FuzzFailure] = []
      for offset in 0..<share {
        if let failure = pairs[index].feature.fuzz(variant: pairs[index].variant, seed: seed &+ UInt64(offset)) {
          failures.append(failure)
        }
        results.advance()
      }
      let pairSeconds = (clock.now - pairStart).nanoseconds / 1e9
      results.finish(index, PairResult(sequences: share, failures: failures, seconds: pairSeconds))
    }
    let seconds = (clock.now - start).nanoseconds / 1e9
    print(report(pairs: pairs, results: results.finished, seconds: seconds), terminator: "")
    return results.finished.values.contains { !$0.failures.isEmpty } ? 1 : 0
  }

  private func report(pairs: [Pair], results: [Int: PairResult], seconds: Double) -> String {
    let ordered = pairs.indices.compactMap { index in results[index].map { (pairs[index], $0) } }
    let failures = ordered.flatMap(\.1.failures)
    var text = """
      ## Lifecycle fuzz

      \(count) sequences over \(pairs.count) pair\(pairs.count == 1 ? "" : "s"), \
      seeds from 0x\(String(seed, radix: 16)), \
      \(LifecycleFuzzer.steps.lowerBound)–\(LifecycleFuzzer.steps.upperBound) steps and a \
      \(LifecycleFuzzer.settle.components.seconds) s settle each, \(MachineDescription.build) build.

      | pair | sequences | failures | time |
      |---|---:|---:|---:|

      """
    for (pair, result) in ordered {
      let time = String(format: "%.2f s", result.seconds)
      text += "| \(pair.name) | \(result.sequences) | \(result.failures.count) | \(time) |\n"
    }
    text += "\nTotal: \(count) sequences, \(failures.count) failed, "
      + String(format: "%.1f s, %.0f sequences/s.\n", seconds, Double(count) / seconds)
    for failure in failures.prefix(10) {  // the first ones in full, then one replay line each
      text += "\n\(failure)\n"
    }
    if failures.count > 10 { text += "\nThe other failing seeds:\n\n" }
    for failure in failures.dropFirst(10) {
      text += "    \(failure.benchReplay)   # \(failure.check)\n"
    }
    return text
  }
}

struct PairResult: Sendable {
  let sequences: Int
  let failures: [FuzzFailure]
  let seconds: Double
}

/// What the workers report, and progress on stderr every few seconds.
final class FuzzProgress: @unchecked Sendable {  // `lock` guards every var
  private let lock = NSLock()
  private let total: Int
  private var done = 0
  private var results: [Int: PairResult] = [:]
  private let clock = ContinuousClock()
  private var lastPrint: ContinuousClock.Instant

  init(total: Int) {
    self.total = total
    lastPrint = clock.now
  }

  var finished: [Int: PairResult] { lock.withLock { results } }

  func advance() {
    let line: String? = lock.withLock {
      done += 1
      guard clock.now - lastPrint >= .seconds(3) else { return nil }
      lastPrint = clock.now
      return "lifecycle fuzz: \(done) of \(total) sequences"
    }
    if let line { printError(line) }
  }

  func finish(_ index: Int, _ result: PairResult) {
    lock.withLock { results[index] = result }
  }
}
