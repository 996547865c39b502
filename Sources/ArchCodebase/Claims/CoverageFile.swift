import Foundation

/// A test-coverage report as per-file line coverage: lcov (`.info`),
/// llvm-cov's JSON export (`llvm-cov export -format=text`, what
/// `swift test --enable-code-coverage` leaves), or JaCoCo's XML. The format
/// is told from the content, not the file's name.
///
/// Paths are as the report gives them: lcov and llvm-cov write absolute
/// paths from the machine that ran the tests, JaCoCo a package path and a
/// file name (`com/example/login/LoginPresenter.kt`). `CoverageMatch`
/// finds the counted file each one is.
///
/// ```swift
/// let coverage = try CoverageFile(data: Data(contentsOf: url))
/// coverage.format              // .lcov
/// coverage.records[0].lines    // LineCoverage(covered: 17, count: 20)
/// ```
public struct CoverageFile: Sendable, Equatable {
  /// The formats read.
  public enum Format: String, Sendable, Equatable, CaseIterable {
    /// lcov's tracefile: `SF:`, `DA:` and `end_of_record` lines.
    case lcov
    /// llvm-cov's JSON export.
    case llvmCov = "llvm-cov"
    /// JaCoCo's XML report.
    case jacoco = "JaCoCo"
  }

  /// One source file's line coverage.
  public struct Record: Sendable, Equatable {
    /// Its path as the report gives it.
    public var path: String
    /// Its lines run and lines that could run.
    public var lines: LineCoverage

    /// A record.
    public init(path: String, lines: LineCoverage) {
      self.path = path
      self.lines = lines
    }
  }

  /// Why a coverage file could not be read.
  public struct Failure: Error, Equatable, CustomStringConvertible {
    /// What went wrong.
    public var description: String
  }

  /// The format it was read as.
  public var format: Format
  /// One record per source file, in the report's order; a file an lcov
  /// report names twice (one test target each) is one record, a line run
  /// by either counted once.
  public var records: [Record]

  /// Reads `data`, whichever of the three formats it is in.
  ///
  /// A record whose counts no test run could write (negative, more lines
  /// covered than the file has, more than ``mostLines``) is refused with
  /// its number and path: a figure judged on it would be nonsense, or
  /// overflow.
  public init(data: Data) throws(Failure) {
    let text = String(decoding: data.prefix(4096), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    if text.hasPrefix("{") {
      format = .llvmCov
      records = try Self.llvmCov(data)
    } else if text.hasPrefix("<") {
      format = .jacoco
      records = try Self.jacoco(String(decoding: data, as: UTF8.self))
    } else if text.contains("SF:") {
      format = .lcov
      records = try Self.lcov(String(decoding: data, as: UTF8.self))
    } else {
      throw Failure(description: "not an lcov tracefile, an llvm-cov JSON export or a JaCoCo XML report")
    }
    guard !records.isEmpty else { throw Failure(description: "a \(format.rawValue) report with no source file") }
  }

  /// lcov: a record per `SF:` up to `end_of_record`; its lines are its
  /// `DA:line,hits` lines, merged by line over records of one file
  /// (`LF:`/`LH:` where it has none).
  static func lcov(_ text: String) throws(Failure) -> [Record] {
    var order: [String] = []
    var seen: Set<String> = []
    // Per file: each line's hit or not, merged over the records that name it (one per test target).
    var lines: [String: [Int: Bool]] = [:]
    var totals: [String: LineCoverage] = [:]
    var path: String?
    // The `SF:` blocks so far: the record a refusal names.
    var record = 0
    var (found, hit): (Int?, Int?) = (nil, nil)
    func close() throws(Failure) {
      guard let current = path else { return }
      if lines[current] == nil, let found {
        let block = try checked(LineCoverage(covered: hit ?? 0, count: found), record: record, path: current)
        let sum = totals[current] ?? LineCoverage(covered: 0, count: 0)
        totals[current] = LineCoverage(covered: sum.covered + block.covered, count: sum.count + block.count)
      }
      (path, found, hit) = (nil, nil, nil)
    }
    for raw in text.split(whereSeparator: \.isNewline) {
      let line = raw.trimmingCharacters(in: .whitespaces)
      if line.hasPrefix("SF:") {
        try close()
        let current = String(line.dropFirst(3))
        if seen.insert(current).inserted { order.append(current) }
        path = current
        record += 1
      } else if line.hasPrefix("DA:"), let current = path {
        let fields = line.dropFirst(3).split(separator: ",")
        if fields.count >= 2, let number = Int(fields[0]), let hits = Int(fields[1]) {
          guard hits >= 0 else {
            throw refusal(record: record, path: current, "line \(number) has a negative hit count (\(hits))")
          }
          lines[current, default: [:]][number] = (lines[current]?[number] ?? false) || hits > 0
        }
      } else if line.hasPrefix("LF:") {
        found = Int(line.dropFirst(3))
      } else if line.hasPrefix("LH:") {
        hit = Int(line.dropFirst(3))
      } else if line == "end_of_record" {
        try close()
      }
    }
    try close()
    return order.map { path in
      guard let counted = lines[path] else {
        return Record(path: path, lines: totals[path] ?? LineCoverage(covered: 0, count: 0))
      }
      return Record(path: path, lines: LineCoverage(covered: counted.values.filter { $0 }.count, count: counted.count))
    }
  }

  private struct Export: Decodable {
    struct Unit: Decodable { var files: [File] }
    struct File: Decodable {
      var filename: String
      var summary: Summary
    }
    struct Summary: Decodable { var lines: Lines }
    struct Lines: Decodable {
      var count: Int
      var covered: Int
    }
    var data: [Unit]
  }

  /// llvm-cov's export: each unit's files with their line summary.
  static func llvmCov(_ data: Data) throws(Failure) -> [Record] {
    let export: Export
    do {
      export = try JSONDecoder().decode(Export.self, from: data)
    } catch {
      throw Failure(description: "not an llvm-cov JSON export: \(error)")
    }
    var records: [Record] = []
    for (index, file) in export.data.flatMap(\.files).enumerated() {
      let lines = LineCoverage(covered: file.summary.lines.covered, count: file.summary.lines.count)
      records.append(Record(path: file.filename, lines: try checked(lines, record: index + 1, path: file.filename)))
    }
    return records
  }

  /// JaCoCo: each `<sourcefile>` of each `<package>`, by its `LINE`
  /// counter. The report is machine-written and flat, so its tags are read
  /// in order; no XML library is needed.
  static func jacoco(_ text: String) throws(Failure) -> [Record] {
    guard text.contains("<report") else { throw Failure(description: "an XML file that is no JaCoCo report") }
    var records: [Record] = []
    var package = ""
    var file: String?
    for tag in XMLTags(text) {
      switch tag.name {
      case "package": package = tag.attributes["name"] ?? ""
      case "/package": package = ""
      case "sourcefile": file = tag.attributes["name"]
      case "/sourcefile": file = nil
      case "counter" where file != nil && tag.attributes["type"] == "LINE":
        let missed = Int(tag.attributes["missed"] ?? "") ?? 0
        let covered = Int(tag.attributes["covered"] ?? "") ?? 0
        let path = package.isEmpty ? file! : package + "/" + file!
        let record = records.count + 1
        guard missed >= 0, covered >= 0 else {
          throw refusal(record: record, path: path, "a negative count (\(covered) lines covered, \(missed) missed)")
        }
        // Each within bounds before they are added: their sum cannot overflow.
        for (count, word) in [(missed, "missed"), (covered, "covered")] where count > mostLines {
          throw refusal(record: record, path: path, "\(count) lines \(word), \(beyondAnyFile)")
        }
        let lines = LineCoverage(covered: covered, count: covered + missed)
        records.append(Record(path: path, lines: try checked(lines, record: record, path: path)))
      default: break
      }
    }
    return records
  }
}
