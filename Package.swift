// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "ArchLab",
  // Task executors and Synchronization's Atomic need macOS 15 / iOS 18 and their peers.
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
  products: [
    .library(name: "ArchFlow", targets: ["ArchFlow"]),
    .library(name: "ArchHost", targets: ["ArchHost"]),
    .library(name: "ArchMVP", targets: ["ArchMVP"]),
    .library(name: "ArchMVVM", targets: ["ArchMVVM"]),
    .library(name: "ArchFeatures", targets: ["ArchFeatures"]),
    .library(name: "ArchCodebase", targets: ["ArchCodebase"]),
    .library(name: "ArchMetrics", targets: ["ArchMetrics"]),
    .library(name: "ArchLabTool", targets: ["ArchLabTool"]),
    .executable(name: "archlab", targets: ["archlab"]),
  ],
  targets: [
    .target(name: "ArchFlow"),
    .target(name: "ArchHost", dependencies: ["ArchFlow"]),
    .target(name: "ArchMVP", dependencies: ["ArchHost", "ArchFlow"]),
    .target(name: "ArchMVVM", dependencies: ["ArchHost", "ArchFlow"]),
    .target(name: "ArchFeatures", dependencies: ["ArchMVP", "ArchMVVM", "ArchHost", "ArchFlow"]),
    // Measures code on any tree (lines, roles, screens, claims, coverage,
    // studies): no runtime module, so a researcher can import it alone.
    .target(name: "ArchCodebase"),
    .target(name: "ArchMetrics", dependencies: ["ArchCodebase", "ArchFeatures", "ArchHost", "ArchFlow"]),
    // The command-line parser of the tool: internal to it, not a product.
    .target(name: "ArchLabCLI", path: "Sources/ArchLabCLI"),
    // Every subcommand, as a library: `archlab` and an experimenter's own executable call it with a suite.
    .target(name: "ArchLabTool", dependencies: ["ArchLabCLI", "ArchFeatures", "ArchCodebase", "ArchMetrics"]),
    .executableTarget(name: "archlab", dependencies: ["ArchLabTool"]),
    // The benchmark is a target of the root package so one build serves it. It measures through the
    // libraries' public API only, as an outside user would; its command line, file writes and number
    // formats are the tool's own (ArchLabCLI, `package` API of ArchMetrics).
    .executableTarget(
      name: "archlab-bench",
      dependencies: [
        "ArchFlow", "ArchHost", "ArchFeatures", "ArchCodebase", "ArchMetrics", "ArchLabCLI", "ArchLabBenchOptions",
        "CMallocStats",
      ],
      path: "Benchmarks/ArchLabBench"
    ),
    // archlab-bench's options, typed, on the shared parser, the screens --feature picks and the spread of several
    // runs: a target of their own so tests can import them.
    .target(
      name: "ArchLabBenchOptions", dependencies: ["ArchFeatures", "ArchLabCLI", "ArchMetrics"],
      path: "Benchmarks/ArchLabBenchOptions"),
    .testTarget(
      name: "ArchLabBenchTests", dependencies: ["ArchLabBenchOptions", "ArchLabCLI", "ArchFeatures"],
      exclude: ["Snapshots"]),
    // Allocator statistics for the benchmark: mallinfo2 on glibc (its Swift module does not expose it),
    // the malloc zones on Darwin.
    .target(name: "CMallocStats", path: "Benchmarks/CMallocStats"),
    .testTarget(name: "ArchFlowTests", dependencies: ["ArchFlow", "ArchTestSupport"]),
    // ArchCodebase alone, as a researcher imports it (and the shared fuzz mutator). Fixtures are trees and
    // files the tests read (located via #filePath), not compiled.
    .testTarget(name: "ArchCodebaseTests", dependencies: ["ArchCodebase", "ArchTestSupport"], exclude: ["Fixtures"]),
    .testTarget(name: "ArchLabCLITests", dependencies: ["ArchLabCLI"]),
    .testTarget(name: "ArchHostTests", dependencies: ["ArchHost", "ArchFlow", "ArchTestSupport"]),
    // What the tests share: `Box`, a lock-guarded value for the runtime
    // tests' closures and fakes, the seeded fuzz mutator, `TemporaryTree` and
    // `TestScale` (how many cases a seeded check runs). A target, not a product.
    .target(name: "ArchTestSupport", path: "Tests/ArchTestSupport"),
    // The runtime tests run the suite's UserProfile screen (`@testable` where
    // they reach its internal presenters, views and view models) beside small
    // fixtures of their own.
    .testTarget(
      name: "ArchMVPTests", dependencies: ["ArchMVP", "ArchFeatures", "ArchHost", "ArchFlow", "ArchTestSupport"]),
    .testTarget(
      name: "ArchMVVMTests", dependencies: ["ArchMVVM", "ArchFeatures", "ArchHost", "ArchFlow", "ArchTestSupport"]),
    .testTarget(
      name: "ArchFeaturesTests", dependencies: ["ArchFeatures", "ArchMVP", "ArchHost", "ArchFlow", "ArchTestSupport"]),
    .testTarget(
      name: "ArchMetricsTests",
      dependencies: ["ArchCodebase", "ArchMetrics", "ArchFeatures", "ArchHost", "ArchTestSupport"]),
    // End to end: runs the built `archlab` and compares with snapshot files.
    .testTarget(
      name: "ArchLabCommandTests",
      dependencies: [
        "archlab", "ArchLabTool", "ArchLabCLI", "ArchFeatures", "ArchCodebase", "ArchMetrics", "ArchTestSupport",
      ],
      exclude: ["Fixtures", "Snapshots"]),
    // The outside example package's architecture (Examples/Experimenter, built on its own by .ci/run),
    // compiled here too so `swift test` runs its scenarios; public imports only.
    .target(
      name: "MyArchitecture", dependencies: ["ArchFeatures", "ArchMVVM", "ArchHost", "ArchFlow"],
      path: "Examples/Experimenter/Sources/MyArchitecture"),
    // An experimenter's variant and screen, added from outside with public imports only.
    .testTarget(
      name: "ExperimenterTests",
      dependencies: ["MyArchitecture", "ArchFeatures", "ArchMVP", "ArchMVVM", "ArchMetrics", "ArchHost", "ArchFlow"]),
  ]
)

// Swift 6 language mode for every target, tests included, set in one place.
for target in package.targets where target.type != .system {
  var settings = target.swiftSettings ?? []
  settings.append(.swiftLanguageMode(.v6))
  target.swiftSettings = settings
}
