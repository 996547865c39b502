import ArchLabCLI

extension BenchCommand {
  /// Every option and flag, their help, and the overview `--help` prints.
  package static let spec = CommandSpec(
    name: "archlab-bench",
    abstract: "Runs ArchLab's measurements in one process and reports them.",
    discussion: """
      It runs the suites, flow and matrix (both by default), or one of three \
      modes instead of them, each alone: --lifecycle-fuzz N [--seed S] \
      [--feature F] [--variant V], --lines-tree N [--runs R] and --scale N [--feature F].

      flow: ArchFlow's micro benchmarks against raw baselines, AsyncStream and \
      Observation: each warmed up, calibrated (iterations doubled until a \
      sample takes ≥ 50 ms), then sampled round-robin; medians and ratios.

      matrix: every screen × variant of the feature suite: lines by role, every \
      scenario, the rotation, pop, background and process-death scenarios each \
      run --cycles times on one host (leaks, wasted requests, duplicate \
      requests, time to cancel), cancellation and scenario timings, and the \
      article's claims with verdicts.

      lifecycle fuzz: N random lifecycle sequences in total, split evenly over \
      every screen × disciplined variant, each checked for renders after \
      destroy, the reference model's final frame and clean probes. Sequence i \
      of a pair uses the seed S plus i, so a failing seed replays alone. Exits 1 if \
      any sequence failed.

      lines tree: generates a tree of N Swift, Kotlin and Java files of 200 \
      lines (iOS and Android names) and a tree of N/10, and times archlab loc \
      and archlab claims on each (the library calls, in this process) against \
      cloc when /usr/bin/cloc is installed; medians of R runs, ratios, bytes \
      the result keeps.

      scale: the scale scenarios of mvp and mvvm-flow on every screen (or \
      the one --feature names), at N/100 cycles each (at least 10; after a \
      warm-up, the median of six runs: three just before the N-cycle run, \
      three just after) and at N cycles each (the issue's figure: 100000), \
      against two floors (the same steps on a view that does nothing, and a \
      bare host rotate), every run timed in laps of the small size with a \
      lap of each floor after each: µs per cycle, the ratios of the median \
      laps to the floors', growth (a cycle at the end of the N-cycle run, \
      the median of its last ten laps, against the small runs, each in bare \
      cycles timed beside it), bytes kept per cycle, and the targets met. \
      Then, on every screen, one screen of each variant shown once and \
      rotated as often as a small run's cycles and N times, every rotation \
      checked, against a bare host rotate timed in laps beside it: µs per \
      rotation, the ratio, growth, bytes kept per rotation (read between \
      laps, while the run lives, as are the cycles'), and the targets met.

      A full run (no --quick) of both suites writes \
      \(SuiteOptions.defaultResultsDirectory)/results.md, .json and .html; \
      Markdown goes to stdout, progress to stderr. A matrix row that fails (a \
      scenario, a control not caught as declared, a mismatched step at scale) \
      makes the run exit 1, after everything is written.
      """,
    examples: [
      "swift run -c release archlab-bench",
      "swift run -c release archlab-bench --suite matrix --cycles 1000 --out /tmp/run",
      "swift run -c release archlab-bench --suite flow --processes 5",
      "swift run archlab-bench --quick",
      "swift run -c release archlab-bench --lifecycle-fuzz 100000",
      "swift run -c release archlab-bench --lifecycle-fuzz 1 --seed 0x2a --feature search --variant mvp",
      "swift run -c release archlab-bench --lines-tree 10000",
      "swift run -c release archlab-bench --scale 100000",
    ],
    options: [
      BenchOptions.suite.spec, BenchOptions.cycles.spec, BenchOptions.out.spec, BenchOptions.json.spec,
      BenchOptions.coverage.spec, BenchOptions.filter.spec, BenchOptions.processes.spec,
      BenchOptions.lifecycleFuzz.spec, BenchOptions.seed.spec, BenchOptions.feature.spec, BenchOptions.variant.spec,
      BenchOptions.linesTree.spec, BenchOptions.runs.spec, BenchOptions.scale.spec,
    ],
    flags: [BenchOptions.quick.spec])
}
