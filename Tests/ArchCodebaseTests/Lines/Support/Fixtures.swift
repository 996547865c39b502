import Foundation

@testable import ArchCodebase

/// The test target's `Fixtures/` folder, found from this file's path.
let fixturesFolder = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent()  // Support
  .deletingLastPathComponent()  // Lines
  .deletingLastPathComponent()  // ArchCodebaseTests
  .appendingPathComponent("Fixtures")

/// The repository's root, found from this file's path.
let repositoryRoot = fixturesFolder
  .deletingLastPathComponent()  // ArchCodebaseTests
  .deletingLastPathComponent()  // Tests
  .deletingLastPathComponent()

/// Counts the fixture at `path`, relative to `Fixtures/`.
func countFixture(_ path: String) throws -> LineCounts {
  try SwiftLineCounter.count(contentsOf: fixturesFolder.appendingPathComponent(path)).counts
}

/// The number of lines in `bytes`, counted without the counter: line breaks
/// (`\n`, `\r\n`, `\r`) plus a last line without one.
func lineTotal(_ bytes: [UInt8]) -> Int {
  var lines = 0
  var i = 0
  var lineHasBytes = false
  while i < bytes.count {
    if bytes[i] == 0x0D || bytes[i] == 0x0A {
      lines += 1
      lineHasBytes = false
      if bytes[i] == 0x0D, i + 1 < bytes.count, bytes[i + 1] == 0x0A { i += 1 }
    } else {
      lineHasBytes = true
    }
    i += 1
  }
  return lines + (lineHasBytes ? 1 : 0)
}

func lineTotal(_ text: String) -> Int { lineTotal(Array(text.utf8)) }

/// cloc's counts per file (`cloc --csv --quiet --by-file <folders>`), for
/// the rows of `languages`; cloc prints blank, comment, code.
func clocRows(on folders: [URL], languages: Set<String>) throws -> [(path: String, counts: LineCounts)] {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: ClocAgreementTests.clocPath)
  process.arguments = ["--csv", "--quiet", "--by-file"] + folders.map(\.path)
  let pipe = Pipe()
  process.standardOutput = pipe
  try process.run()
  let output = pipe.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  // language,filename,blank,comment,code — file names hold no commas here.
  return String(decoding: output, as: UTF8.self).split(separator: "\n").compactMap { row in
    let fields = row.split(separator: ",", omittingEmptySubsequences: false)
    guard fields.count >= 5, languages.contains(String(fields[0])),
      let blank = Int(fields[2]), let comment = Int(fields[3]), let code = Int(fields[4])
    else { return nil }
    return (String(fields[1]), LineCounts(code: code, comment: comment, blank: blank))
  }
}

/// The number of lines in `bytes` as the counter defines them — `\r\n`,
/// `\r` and `\n` each end a line, and a last line without a break counts —
/// worked out another way: normalize the breaks to `\n`, then count them.
func linesByNormalizing(_ bytes: [UInt8]) -> Int {
  var normalized: [UInt8] = []
  normalized.reserveCapacity(bytes.count)
  var i = 0
  while i < bytes.count {
    if bytes[i] == 0x0D {
      normalized.append(0x0A)
      if i + 1 < bytes.count, bytes[i + 1] == 0x0A { i += 1 }
    } else {
      normalized.append(bytes[i])
    }
    i += 1
  }
  let breaks = normalized.count { $0 == 0x0A }
  return breaks + (normalized.last.map { $0 == 0x0A ? 0 : 1 } ?? 0)
}
