import ArchMetrics
import ArchTestSupport
import Foundation
import Testing

/// The JSON report and its reader: a lossless round trip, and clear errors
/// for anything that is not a report of this schema.
@Suite struct JSONRendererTests {
  let report = SampleReport.make()
  let reader = JSONReportReader()

  @Test func roundTripsThroughTheReader() throws {
    // NB: drop nonConformingFloatDecodingStrategy from JSONReportReader.decode to watch this fail.
    var report = report
    report.lines.append(LinesRow(feature: "empty", variant: "mvp", role: "view", code: 0, share: .infinity))
    let text = JSONRenderer().render(report)
    #expect(text.contains("\"inf\""))
    #expect(try reader.decode(Data(text.utf8)) == report)
  }

  @Test func roundTripsThroughAFile() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("archlab-\(UUID().uuidString).json")
    defer { try? FileManager.default.removeItem(at: url) }
    try JSONRenderer().data(report).write(to: url)
    #expect(try reader.read(contentsOf: url) == report)
  }

  @Test func isPrettyPrintedWithSortedKeys() throws {
    let text = JSONRenderer().render(report)
    let claims = try #require(text.range(of: "\n  \"claims\""))
    let command = try #require(text.range(of: "\n  \"command\""))
    let schema = try #require(text.range(of: "\n  \"schema\" : \(ArchLabReport.currentSchema)"))
    #expect(claims.lowerBound < command.lowerBound && command.lowerBound < schema.lowerBound)
  }

  @Test func rejectsBytesThatAreNotJSON() {
    // NB: decode the report before the schema probe, or map every DecodingError to .notAReport, to watch this fail.
    #expect {
      try reader.decode(Data([0xFF, 0x00, 0x7B, 0x13]))
    } throws: { error in
      guard case .notJSON(let message)? = error as? ReportReadError else { return false }
      return !message.isEmpty
    }
    #expect(throws: ReportReadError.self) { try reader.decode(Data()) }
  }

  @Test func neverCrashesOnArbitraryBytes() {
    var generator = SplitMix(seed: 7)
    let json = Array(JSONRenderer().data(report))
    for round in 0..<300 {
      var bytes = json
      for _ in 0..<(1 + round % 5) {
        bytes[Int(generator.next() % UInt64(bytes.count))] = UInt8(truncatingIfNeeded: generator.next())
      }
      _ = try? reader.decode(Data(bytes))
      let noise = (0..<(round % 64)).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
      #expect(throws: ReportReadError.self) { try reader.decode(Data(noise)) }
    }
  }

  @Test func rejectsAnotherSchemaSayingWhichItFound() {
    var future = report
    future.schema = 99
    #expect(throws: ReportReadError.wrongSchema(found: 99, expected: ArchLabReport.currentSchema)) {
      try reader.decode(Data(JSONRenderer().render(future).utf8))
    }
    #expect(throws: ReportReadError.wrongSchema(found: nil, expected: ArchLabReport.currentSchema)) {
      try reader.decode(Data("{\"machine\": \"x\"}".utf8))
    }
  }

  @Test func rejectsJSONThatIsNotAReport() {
    #expect { try reader.decode(Data("{\"schema\": \(ArchLabReport.currentSchema)}".utf8)) } throws: { error in
      guard case .notAReport(let message)? = error as? ReportReadError else { return false }
      return message.contains("machine") || message.contains("cycles") || message.contains("command")
    }
    #expect { try reader.decode(Data("[1, 2]".utf8)) } throws: { error in
      if case .notAReport? = error as? ReportReadError { return true }
      return false
    }
  }

  @Test func aMissingFileIsUnreadable() {
    let url = URL(fileURLWithPath: "/nonexistent/archlab/report.json")
    #expect { try reader.read(contentsOf: url) } throws: { error in
      guard case .unreadableFile(let path, _)? = error as? ReportReadError else { return false }
      return path == "/nonexistent/archlab/report.json"
    }
  }
}
