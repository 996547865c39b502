import ArchMetrics
import Foundation

/// Where the figures were taken.
struct Machine: Encodable {
  let hostname: String
  let cores: Int
  let os: String
  let swift: String
  let date: String
  /// 1, 5 and 15 minute load averages when the run ended (Linux), as a
  /// hint of how busy the machine was; other processes' noise shows here.
  let load: String?

  /// `"vm, 2 cores, Ubuntu 24.04, Swift 6.3"`: the host and what the figures depend on.
  var summary: String { "\(hostname), \(cores) cores, \(os), Swift \(swift)" }

  /// This machine, now; its cores and compiler as ``MachineDescription`` (the matrix's line) has them.
  static var current: Machine {
    let info = ProcessInfo.processInfo
    let loadAverage = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)
      .split(separator: " ").prefix(3).joined(separator: " ")
    return Machine(
      hostname: info.hostName, cores: MachineDescription.cores, os: info.operatingSystemVersionString,
      swift: MachineDescription.compiler, date: Date().ISO8601Format(), load: loadAverage)
  }
}
