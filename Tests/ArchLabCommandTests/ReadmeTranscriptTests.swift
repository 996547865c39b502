import Foundation
import Testing

/// The README's and docs/Claims.md's transcripts are real: each
/// `$ swift run archlab …` block must be exactly what the built tool prints
/// today.
@Suite struct ReadmeTranscriptTests {
  struct Transcript: CustomTestStringConvertible, Sendable {
    let arguments: [String]
    let text: String
    var testDescription: String { "archlab " + arguments.joined(separator: " ") }
  }

  /// The ```text blocks of README.md that start with a `$ swift run archlab` line.
  static let transcripts = transcripts(in: "README.md")
  /// The same in docs/Claims.md.
  static let claimsTranscripts = transcripts(in: "docs/Claims.md")

  static func transcripts(in file: String) -> [Transcript] {
    let readme = ArchlabProcess.packageRoot.appendingPathComponent(file)
    let text = (try? String(contentsOf: readme, encoding: .utf8)) ?? ""
    return text.components(separatedBy: "```text\n").dropFirst().compactMap { block in
      let body = block.components(separatedBy: "```")[0]
      guard let newline = body.firstIndex(of: "\n") else { return nil }
      let command = body[..<newline]
      guard command.hasPrefix("$ swift run archlab") else { return nil }
      let arguments = command.dropFirst("$ swift run archlab".count).split(separator: " ").map(String.init)
      return Transcript(arguments: arguments, text: String(body[body.index(after: newline)...]))
    }
  }

  @Test func readmeShowsTranscriptsOfCompareAndPlay() {
    #expect(Self.transcripts.map(\.arguments.first) == ["compare", "play"])
  }

  @Test func claimsGuideShowsATranscriptOfClaims() {
    #expect(Self.claimsTranscripts.map(\.arguments.first) == ["claims"])
  }

  // NB: change a scenario's frame text and this fails until the README is regenerated.
  @Test(arguments: transcripts + claimsTranscripts)
  func readmeTranscriptIsWhatTheToolPrints(_ transcript: Transcript) throws {
    let result = ArchlabProcess.runInProcessOnce(transcript.arguments)
    #expect(result.exitCode == 0)
    let command = transcript.arguments.joined(separator: " ")
    #expect(result.stdout == transcript.text, "regenerate the README block for archlab \(command)")
  }
}
