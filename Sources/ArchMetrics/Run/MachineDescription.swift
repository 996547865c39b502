import Foundation

/// One line saying where figures were measured.
public enum MachineDescription {
  /// `"Linux x86_64, 2 cores, Swift 6.3, release build"`.
  public static var current: String {
    let info = ProcessInfo.processInfo
    return "\(os) \(architecture), \(info.activeProcessorCount) cores, Swift \(compiler), \(build) build"
  }

  static var os: String {
    #if os(Linux)
    "Linux"
    #elseif os(macOS)
    "macOS"
    #else
    "unknown OS"
    #endif
  }

  static var architecture: String {
    #if arch(x86_64)
    "x86_64"
    #elseif arch(arm64)
    "arm64"
    #else
    "unknown architecture"
    #endif
  }

  static var compiler: String {
    #if compiler(>=6.4)
    "6.4 or later"
    #elseif compiler(>=6.3)
    "6.3"
    #elseif compiler(>=6.2)
    "6.2"
    #else
    "6.1 or earlier"
    #endif
  }

  static var build: String {
    #if DEBUG
    "debug"
    #else
    "release"
    #endif
  }
}
