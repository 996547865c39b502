// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "ArchLab",
  products: [
    .library(name: "ArchFlow", targets: ["ArchFlow"]),
    .library(name: "ArchHost", targets: ["ArchHost"]),
    .executable(name: "archlab", targets: ["archlab"]),
  ],
  targets: [
    .target(name: "ArchFlow"),
    .target(name: "ArchHost", dependencies: ["ArchFlow"]),
    .executableTarget(name: "archlab", dependencies: ["ArchFlow"]),
    // The benchmark is a target of the root package so one build serves it,
    // but it imports only public API, as an outside user would.
    .executableTarget(
      name: "archlab-bench",
      dependencies: ["ArchFlow", "CMallocStats"],
      path: "Benchmarks/ArchLabBench"
    ),
    // Glibc's Swift module does not expose mallinfo2; this shim does.
    .target(name: "CMallocStats", path: "Benchmarks/CMallocStats"),
    .testTarget(name: "ArchFlowTests", dependencies: ["ArchFlow"]),
    .testTarget(name: "ArchHostTests", dependencies: ["ArchHost", "ArchFlow"]),
  ]
)

// Swift 6 language mode for every target, tests included, set in one place.
for target in package.targets where target.type != .system {
  var settings = target.swiftSettings ?? []
  settings.append(.swiftLanguageMode(.v6))
  target.swiftSettings = settings
}
