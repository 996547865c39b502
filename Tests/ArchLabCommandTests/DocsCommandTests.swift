import Foundation
import Testing

/// The guides' commands are real: every `swift run archlab …` line in a
/// ```sh block of docs/*.md runs, as written, with the status it promises;
/// every relative link in the docs, the DocC catalogs and the README leads
/// to a file, and every repository path a catalog page names exists.
@Suite struct DocsCommandTests {
  struct DocCommand: CustomTestStringConvertible, Sendable {
    let file: String
    let arguments: [String]
    let expectedStatus: Int32
    var testDescription: String { "\(file): archlab \(arguments.joined(separator: " "))" }
  }

  /// `swift run archlab …` lines of the ```sh blocks; a trailing `# exits 2`
  /// says the command is meant to fail.
  static let commands: [DocCommand] = MarkdownDocs.guides.flatMap { url in
    MarkdownDocs.blocks(in: url).filter { $0.language == "sh" }.flatMap { block in
      block.body.components(separatedBy: "\n").compactMap { line -> DocCommand? in
        let prefix = "swift run archlab "
        guard line.hasPrefix(prefix) else { return nil }
        var command = String(line.dropFirst(prefix.count))
        var status: Int32 = 0
        if let comment = command.range(of: " #") {
          if command[comment.upperBound...].trimmingCharacters(in: .whitespaces) == "exits 2" { status = 2 }
          command = String(command[..<comment.lowerBound])
        }
        return DocCommand(file: url.lastPathComponent, arguments: words(command), expectedStatus: status)
      }
    }
  }

  /// Splits a command line on spaces, keeping "double-quoted words" whole.
  static func words(_ line: String) -> [String] {
    var words: [String] = []
    var current = ""
    var quoted = false
    var started = false
    for character in line {
      if character == "\"" {
        quoted.toggle()
        started = true
      } else if character == " " && !quoted {
        if started { words.append(current) }
        current = ""
        started = false
      } else {
        current.append(character)
        started = true
      }
    }
    if started { words.append(current) }
    return words
  }

  @Test func guidesHoldCommandsToRun() {
    let files = Set(Self.commands.map(\.file))
    #expect(files.isSuperset(of: ["WorkshopGuide.md", "Patterns.md", "Migration.md"]))
    #expect(Self.commands.contains { $0.expectedStatus == 2 }, "at least one mistake is shown, with its exit status")
  }

  @Test func commandLinesAreSplitLikeAShellWould() {
    let words = Self.words(#"play login --scenario "rotation mid-submit""#)
    #expect(words == ["play", "login", "--scenario", "rotation mid-submit"])
    #expect(Self.words("list  profile") == ["list", "profile"])
  }

  // NB: misspell a variant in a guide's ```sh block and this fails, naming the guide.
  @Test(arguments: commands)
  func guideCommandRunsWithTheStatusItPromises(_ command: DocCommand) throws {
    let result = ArchlabProcess.runInProcessOnce(command.arguments)
    #expect(result.exitCode == command.expectedStatus, "\(command.file): \(result.stderr)")
    #expect(!result.stdout.isEmpty || !result.stderr.isEmpty)
  }

  struct Transcript: CustomTestStringConvertible, Sendable {
    let file: String
    let arguments: [String]
    let text: String
    var testDescription: String { "\(file): archlab \(arguments.joined(separator: " "))" }
  }

  /// ```text blocks of docs/*.md that open with `$ swift run archlab …`.
  static let transcripts: [Transcript] = MarkdownDocs.guides.flatMap { url in
    MarkdownDocs.blocks(in: url).filter { $0.language == "text" }.compactMap { block -> Transcript? in
      let prefix = "$ swift run archlab "
      guard block.body.hasPrefix(prefix), let newline = block.body.firstIndex(of: "\n") else { return nil }
      let command = block.body[block.body.index(block.body.startIndex, offsetBy: prefix.count)..<newline]
      return Transcript(
        file: url.lastPathComponent, arguments: words(String(command)),
        text: String(block.body[block.body.index(after: newline)...]))
    }
  }

  @Test func workshopGuideShowsTranscripts() {
    #expect(Self.transcripts.filter { $0.file == "WorkshopGuide.md" }.count >= 2)
  }

  // NB: change a frame's text in a scenario and this fails until the guide's transcript is regenerated.
  @Test(arguments: transcripts)
  func guideTranscriptIsWhatTheToolPrints(_ transcript: Transcript) throws {
    let result = ArchlabProcess.runInProcessOnce(transcript.arguments)
    #expect(result.exitCode == 0)
    let command = transcript.arguments.joined(separator: " ")
    #expect(result.stdout == transcript.text, "regenerate the \(transcript.file) block for archlab \(command)")
  }

  /// Relative link targets in the prose of `url` (fenced blocks left out).
  static func relativeLinks(in url: URL) -> [String] {
    let prose = MarkdownDocs.prose(url)
    let pattern = /\]\(([^)\s]+)\)/
    return prose.matches(of: pattern).map { String($0.output.1) }.filter { target in
      !target.hasPrefix("http://") && !target.hasPrefix("https://") && !target.hasPrefix("mailto:")
        && !target.hasPrefix("#") && !target.hasPrefix("doc:")
    }
  }

  // NB: rename a file a guide links to and this fails, naming the link.
  @Test func everyRelativeLinkInTheDocsLeadsToAFile() {
    var checked = 0
    for url in MarkdownDocs.guides + MarkdownDocs.catalogPages + [MarkdownDocs.readme] {
      for link in Self.relativeLinks(in: url) {
        let path = String(link.split(separator: "#", maxSplits: 1)[0])
        let target = url.deletingLastPathComponent().appendingPathComponent(path).standardizedFileURL
        #expect(FileManager.default.fileExists(atPath: target.path), "\(url.lastPathComponent): \(link)")
        checked += 1
      }
    }
    #expect(checked > 50)
  }

  /// Repository paths a page names in code voice, outside fenced blocks:
  /// `Tests/ArchFlowTests/Core/StateFlowTests.swift`, `Sources/ArchHost/`.
  /// DocC pages name their sources and tests so, since a DocC site cannot
  /// link to the repository's files.
  static func repositoryPaths(in url: URL) -> [String] {
    let pattern = /`((?:Sources|Tests|Benchmarks|Examples|docs)\/[^`\s]*)`/
    return MarkdownDocs.prose(url).matches(of: pattern).map { String($0.output.1) }
  }

  // NB: rename a test file that FlowContract.md names and this fails, naming the page and the path.
  @Test func everyRepositoryPathACatalogPageNamesExists() {
    var checked = 0
    for url in MarkdownDocs.catalogPages {
      for path in Self.repositoryPaths(in: url) {
        let target = ArchlabProcess.packageRoot.appendingPathComponent(path)
        #expect(FileManager.default.fileExists(atPath: target.path), "\(url.lastPathComponent): \(path)")
        checked += 1
      }
    }
    #expect(checked >= 20)
  }
}
