import ArchCodebase
import Foundation
import Testing

/// A study source's user-info (`https://user:token@host/…`) is a credential: git gets it, no output shows it.
@Suite struct StudyRedactionTests {
  @Test(arguments: [
    ("https://user:s3cret@example.com/org/app.git", "https://<redacted>@example.com/org/app.git"),
    ("https://ghp_s3cret@example.com/org/app", "https://<redacted>@example.com/org/app"),
    ("ssh://git:s3cret@example.com:2222/org/app.git", "ssh://<redacted>@example.com:2222/org/app.git"),
    ("https://user:p@ss@example.com/app", "https://<redacted>@example.com/app"),
    (
      "cannot clone https://u:s3cret@example.com/a.git: fatal: 'https://u:s3cret@example.com/a.git' not found",
      "cannot clone https://<redacted>@example.com/a.git: fatal: 'https://<redacted>@example.com/a.git' not found"
    ),
    ("https://example.com/org/app.git", "https://example.com/org/app.git"),
    ("git@github.com:org/app.git", "git@github.com:org/app.git"),
    ("/srv/apps/app@2", "/srv/apps/app@2"),
    ("https://<redacted>@example.com/app", "https://<redacted>@example.com/app"),
  ])
  func aURLsUserInfoIsRedactedAsGitRedactsItAndNothingElseChanges(text: String, redacted: String) {
    #expect(text.redactingURLCredentials == redacted)
  }

  @Test func gitGetsTheRealSourceAndNoOutputShowsTheToken() throws {
    let file = try StudyFile(parsing: "private https://user:s3cret@127.0.0.1:1/org/app.git main")
    #expect(file.entries[0].location == "https://user:s3cret@127.0.0.1:1/org/app.git")
    let cache = FileManager.default.temporaryDirectory.appendingPathComponent("archlab-redact-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: cache) }
    let study = Study.measure(file, in: StudyWorkspace(cache: cache))
    let failure = try #require(study.apps[0].failure)
    #expect(failure.contains("https://<redacted>@127.0.0.1:1/org/app.git"), "\(failure)")
    for output in [study.json(), StudyText(study: study).plain(), StudyText(study: study).markdown()] {
      #expect(!output.contains("s3cret"), "\(output)")
    }
    #expect(!StudyHTML(study: study).render().contains("s3cret"))
    // NB: encode `source` instead of `redactedSource` in StudyEntry.encode(to:) and the JSON names the token.
    #expect(study.json().contains(#""source" : "https://<redacted>@127.0.0.1:1/org/app.git""#))
  }

  @Test func aStudyWrittenBeforeRedactionIsRedactedWhenReadBack() throws {
    let entry = StudyEntry(label: "app", source: "https://user:s3cret@example.com/app.git")
    let study = Study(apps: [StudyApp(entry: entry, failure: "cannot clone \(entry.source): timed out")])
    #expect(!study.json().contains("s3cret"))
    #expect(try Study(json: Data(study.json().utf8)).json() == study.json())
  }
}
