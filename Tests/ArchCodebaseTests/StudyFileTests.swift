import ArchCodebase
import Foundation
import Testing

@Suite struct StudyFileTests {
  @Test func readsLabelSourceCommitAndSubfolderSkippingCommentsAndBlankLines() throws {
    let file = try StudyFile(
      parsing: """
        # label  source                        commit  subfolder
        one      https://example.com/one.git   v1.2    app/src/main

        two      ~/Code/Two                    -       # the working tree
        three    /srv/three
        """)
    #expect(file.entries.map(\.label) == ["one", "two", "three"])
    #expect(
      file.entries[0]
        == StudyEntry(
          label: "one", source: "https://example.com/one.git", commit: "v1.2",
          subfolder: "app/src/main", line: 2))
    #expect(file.entries[1].commit == nil)
    #expect(file.entries[1].line == 4)
    #expect(file.entries[2].subfolder == nil)
    #expect(file.entries[0].isRemote)
    #expect(!file.entries[1].isRemote)
    #expect(StudyEntry(label: "s", source: "git@github.com:org/app.git").isRemote)
  }

  @Test(arguments: [
    ("one https://x/one\nlonely", "line 2: lonely has no SOURCE: write LABEL SOURCE [COMMIT] [SUBFOLDER]"),
    (
      "one /a c1 sub extra",
      "line 1: 5 fields, at most 4: LABEL SOURCE [COMMIT] [SUBFOLDER] (a path with spaces is not supported)"
    ),
    ("one /a\none /b", "line 2: label one is already used on line 1"),
    (
      "one /a c1\ntwo /a/ c1",
      "line 2: two measures the same tree as one (line 1), or a part of it: its screens would count twice"
    ),
    (
      "one /a c1\ntwo /a c1 app/src",
      "line 2: two measures the same tree as one (line 1), or a part of it: its screens would count twice"
    ),
    (
      "one /repo/app -\ntwo /repo -",
      "line 2: two measures the same tree as one (line 1), or a part of it: its screens would count twice"
    ),
    (
      "one /repo -\ntwo /repo/app -",
      "line 2: two measures the same tree as one (line 1), or a part of it: its screens would count twice"
    ),
    (
      "one https://x/app.git main\ntwo https://x/app main",
      "line 2: two measures the same tree as one (line 1), or a part of it: its screens would count twice"
    ),
    ("one /a - ../up", "line 1: subfolder ../up must stay inside the tree (relative, no '..')"),
    ("one /a - /etc", "line 1: subfolder /etc must stay inside the tree (relative, no '..')"),
    ("one /a --force", "line 1: commit --force starts with '-': write '-' alone for none"),
    (
      "one https://x/a.git main:refs/heads/x",
      "line 1: commit main:refs/heads/x holds a ':': name one commit, tag or branch"
    ),
    (
      "one --upload-pack=touch@x:y main",
      "line 1: source --upload-pack=touch@x:y starts with '-': write ./--upload-pack=touch@x:y for a folder named so"
    ),
    ("# nothing but a comment\n\n", "no apps: write one a line, LABEL SOURCE [COMMIT] [SUBFOLDER]"),
  ])
  func aLineThatIsNotAnAppIsAnErrorNamingItsLine(text: String, message: String) {
    #expect(throws: StudyFileError.self) { try StudyFile(parsing: text) }
    do {
      _ = try StudyFile(parsing: text)
    } catch {
      #expect(error.description == message)
    }
  }

  @Test func aRelativePathIsReadFromTheStudyFilesFolderAndTildeIsHome() throws {
    let file = try StudyFile(
      parsing: "near apps/one -\nup ../two -\nhome ~/three -\nfar https://x/four.git main",
      relativeTo: URL(fileURLWithPath: "/studies/2026", isDirectory: true))
    let home = FileManager.default.homeDirectoryForCurrentUser.standardizedFileURL.path
    #expect(
      file.entries.map(\.location) == [
        "/studies/2026/apps/one", "/studies/two", home + "/three", "https://x/four.git",
      ])
    #expect(file.entries.map(\.source) == ["apps/one", "../two", "~/three", "https://x/four.git"])
  }

  @Test(arguments: ["\r\n", "\r", "\n"])
  func linesEndInCRLFOrCROrLF(end: String) throws {
    // NB: split on "\n" alone: "\r\n" is one Character, the file one line of 21 fields.
    let text = "# apps\(end)one https://x/one.git v1 app\(end)\(end)two /srv/two -\(end)three /srv/three"
    let file = try StudyFile(parsing: "\u{FEFF}" + text + end)
    #expect(file.entries.map(\.label) == ["one", "two", "three"])
    #expect(file.entries.map(\.line) == [2, 4, 5])
    #expect(file.entries[0].commit == "v1" && file.entries[0].subfolder == "app")
    #expect(file.entries[1].commit == nil)
  }

  @Test func theSameSourceAtTwoCommitsOrInTwoSubfoldersIsTwoApps() throws {
    let file = try StudyFile(parsing: "a /r c1\nb /r c2\nc /r c3 ios\nd /r c3 android\ne /repository c1")
    #expect(file.entries.count == 5)
  }

  @Test func aLongFileOfDistinctAppsParsesWhole() throws {
    let text = (0..<5_000).map { "app\($0) /apps/\($0) -" }.joined(separator: "\n")
    let file = try StudyFile(parsing: text)
    #expect(file.entries.count == 5_000)
    #expect(file.entries.last?.location == "/apps/4999")
  }
}
