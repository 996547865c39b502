import ArchMetrics
import ArchTestSupport
import Foundation
import Testing

/// The report reader on mutated reports: any bytes give a report or a
/// ``ReportReadError``, and a report it accepts writes and reads back the same.
@Suite struct JSONReportFuzzTests {
  @Test func mutatedReportsDecodeOrThrowAReportReadError() {
    // NB: make JSONReportReader.decode `try!` the schema probe to watch this crash.
    let reader = JSONReportReader()
    let json = Array(JSONRenderer().data(SampleReport.make()))
    let compact = Array(String(decoding: json, as: UTF8.self).filter { !$0.isWhitespace }.utf8)
    let corpus = [json, compact, Array("{\"schema\": 1}".utf8)]
    var mutator = FuzzMutator(seed: 5)
    var outcomes: [String: Int] = [:]
    let rounds = TestScale.count(quick: 625, full: 2_500)
    for round in 0..<rounds {
      let bytes = round % 10 == 9
        ? mutator.bytes(mutator.below(300), alphabet: FuzzMutator.jsonTokens)
        : mutator.mutate(
          corpus[round % corpus.count], tokens: FuzzMutator.jsonTokens, corpus: corpus, maxEdits: 1 + round % 4)
      do {
        let report = try reader.decode(Data(bytes))
        outcomes["decoded", default: 0] += 1
        let written = JSONRenderer().data(report)
        let again = try reader.decode(written)
        #expect(JSONRenderer().data(again) == written, "round \(round): a decoded report does not read back")
      } catch {
        outcomes[Self.kind(error), default: 0] += 1
      }
    }
    print("JSONReportFuzzTests: \(outcomes.sorted { $0.key < $1.key })")
    for kind in ["decoded", "notJSON", "wrongSchema", "notAReport"] {
      // Every outcome is reached: more than 10 in the full 2,500 rounds, 2 in a quarter of them.
      #expect(outcomes[kind, default: 0] > rounds / 250, "\(kind)")
    }
  }

  @Test func deeplyNestedJSONIsRejectedWithoutOverflowingTheStack() {
    let reader = JSONReportReader()
    for opener in ["[", "{\"a\":"] {
      let bytes = Data(String(repeating: opener, count: 100_000).utf8)
      #expect(throws: ReportReadError.self) { try reader.decode(bytes) }
    }
  }

  static func kind(_ error: ReportReadError) -> String {
    switch error {
    case .unreadableFile: "unreadableFile"
    case .notJSON: "notJSON"
    case .wrongSchema: "wrongSchema"
    case .notAReport: "notAReport"
    case .duplicateRow: "duplicateRow"
    }
  }
}
