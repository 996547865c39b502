import Foundation

/// One line saying where figures were measured.
///
/// Its parts are `package`: archlab-bench's flow report writes them as
/// fields of its own JSON, from this one source.
public enum MachineDescription {
  /// `"Linux x86_64, 2 cores, Swift 6.3, release build"`.
  public static var current: String {
    "\(os) \(architecture), \(cores) cores, Swift \(compiler), \(build) build"
  }

  /// The processor cores the process may use now.
  package static var cores: Int { ProcessInfo.processInfo.activeProcessorCount }

  /// `"Linux"` or `"macOS"`.
  package static var os: String {
    #if os(Linux)
    "Linux"
    #elseif os(macOS)
    "macOS"
    #else
    "unknown OS"
    #endif
  }

  /// `"x86_64"` or `"arm64"`.
  package static var architecture: String {
    #if arch(x86_64)
    "x86_64"
    #elseif arch(arm64)
    "arm64"
    #else
    "unknown architecture"
    #endif
  }

  /// The compiler that built the package, known at compile time: `"6.3"`.
  package static var compiler: String {
    #if compiler(>=6.4)
    "6.4 or later"
    #elseif compiler(>=6.3)
    "6.3"
    #elseif compiler(>=6.2)
    "6.2"
    #elseif compiler(>=6.1)
    "6.1"
    #else
    "6.0"
    #endif
  }

  /// `"release"` or `"debug"`: only an optimized build's timings mean anything.
  package static var build: String {
    #if DEBUG
    "debug"
    #else
    "release"
    #endif
  }
}
