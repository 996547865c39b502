// swift-tools-version: 6.0
// An experimenter's own package: an architecture of theirs on ArchLab's
// UserProfile screen, and their own `mylab` command that runs every
// archlab subcommand with it. It depends on the ArchLab checkout it sits in;
// a package of yours would name ArchLab's repository instead.
import PackageDescription

let package = Package(
  name: "Experimenter",
  platforms: [.macOS(.v15), .iOS(.v18)],
  dependencies: [.package(name: "ArchLab", path: "../..")],
  targets: [
    .target(
      name: "MyArchitecture",
      dependencies: [
        .product(name: "ArchFeatures", package: "ArchLab"), .product(name: "ArchMVVM", package: "ArchLab"),
        .product(name: "ArchHost", package: "ArchLab"), .product(name: "ArchFlow", package: "ArchLab"),
      ]),
    .executableTarget(
      name: "mylab",
      dependencies: [
        "MyArchitecture", .product(name: "ArchFeatures", package: "ArchLab"),
        .product(name: "ArchLabTool", package: "ArchLab"),
      ]),
    .testTarget(
      name: "MyArchitectureTests",
      dependencies: [
        "MyArchitecture", .product(name: "ArchFeatures", package: "ArchLab"),
        .product(name: "ArchLabTool", package: "ArchLab"),
      ]),
  ],
  swiftLanguageModes: [.v6]
)
