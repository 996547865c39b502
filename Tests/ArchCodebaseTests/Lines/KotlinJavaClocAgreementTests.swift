import Foundation
import Testing

@testable import ArchCodebase

/// Counts the fixture at `path`, relative to `Fixtures/`, as Java if it ends in `.java`, else as Kotlin.
func countKotlinOrJavaFixture(_ path: String) throws -> LineCountResult {
  let url = fixturesFolder.appendingPathComponent(path)
  if path.hasSuffix(".java") { return try JavaLineCounter.count(contentsOf: url) }
  return try KotlinLineCounter.count(contentsOf: url)
}

/// Where Kotlin and Java are ordinary, the counters and `cloc` agree line for line.
struct KotlinJavaClocAgreementTests {
  // Expected values produced by cloc 1.96:
  //   cd Tests/ArchCodebaseTests/Fixtures/Kotlin/Ordinary && cloc --by-file --csv --quiet *.kt *.kts
  //   cd Tests/ArchCodebaseTests/Fixtures/Java/Ordinary && cloc --by-file --csv --quiet *.java
  // (cloc prints blank, comment, code; they are reordered here. It files `build.gradle.kts` under
  // "Gradle", whose comment rules are Kotlin's.)
  static let ordinary: [(fixture: String, cloc: LineCounts)] = [
    ("Kotlin/Ordinary/LoginViewModel.kt", LineCounts(code: 50, comment: 8, blank: 9)),
    ("Kotlin/Ordinary/MainActivity.kt", LineCounts(code: 40, comment: 5, blank: 8)),
    ("Kotlin/Ordinary/ProfileFragment.kt", LineCounts(code: 41, comment: 7, blank: 9)),
    ("Kotlin/Ordinary/User.kt", LineCounts(code: 32, comment: 6, blank: 7)),
    ("Kotlin/Ordinary/build.gradle.kts", LineCounts(code: 32, comment: 2, blank: 5)),
    ("Java/Ordinary/LoginPresenter.java", LineCounts(code: 53, comment: 24, blank: 11)),
    ("Java/Ordinary/LoginContract.java", LineCounts(code: 14, comment: 6, blank: 8)),
    ("Java/Ordinary/MainActivity.java", LineCounts(code: 34, comment: 5, blank: 9)),
    ("Java/Ordinary/UserRepository.java", LineCounts(code: 31, comment: 7, blank: 8)),
  ]

  @Test(arguments: ordinary)
  func agreesWithClocOnOrdinaryKotlinAndJavaFiles(fixture: String, cloc: LineCounts) throws {
    // NB: count a line with code and a trailing comment as comment to see MainActivity.kt fail.
    let result = try countKotlinOrJavaFixture(fixture)
    #expect(result.counts == cloc)
    #expect(result.notes == [])
  }

  @Test func javaCommentsEndAtTheFirstStarSlashAsClocAlsoSays() {
    // cloc 1.96 agrees (code 4, comment 2): Java's comments are C's, which do not nest.
    let source = """
      class Flags {
          /* Disabled: /* the old flag */ static final boolean OLD = false;
          /* a
           /* b */
          static final boolean NEW = true;
      }
      """
    #expect(JavaLineCounter.count(source).counts == LineCounts(code: 4, comment: 2))
  }

  @Test func aQuoteCharacterBeforeAJavaStringIsCodeAsClocAlsoSays() {
    // cloc 1.96 agrees (code 5, comment 1): its Java filter blanks `"'; … = "/*"` from the
    // char's quote to the string's, by luck the same code.
    let source = """
      class Quotes {
          static final char QUOTE = '"'; static final String OPEN = "/*";
          static final int TIMEOUT_MILLIS = 5_000;
          /** Retries before giving up. */
          static final int RETRIES = 3;
      }
      """
    #expect(JavaLineCounter.count(source).counts == LineCounts(code: 5, comment: 1))
  }

  static let clocPath = "/usr/bin/cloc"

  @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: clocPath)))
  func clocStillPrintsTheFiguresTypedInHere() throws {
    let folders = ["Kotlin/Ordinary", "Java/Ordinary"].map { fixturesFolder.appendingPathComponent($0) }
    let printed = try Self.runCloc(on: folders)
    #expect(printed.count == Self.ordinary.count)
    for (fixture, cloc) in Self.ordinary {
      #expect(printed[URL(fileURLWithPath: fixture).lastPathComponent] == cloc, "\(fixture)")
    }
  }

  /// cloc's counts by file name: `cloc --csv --quiet --by-file <folders>`.
  static func runCloc(on folders: [URL]) throws -> [String: LineCounts] {
    let rows = try clocRows(on: folders, languages: ["Kotlin", "Gradle", "Java"])
    return Dictionary(rows.map { (URL(fileURLWithPath: $0.path).lastPathComponent, $0.counts) }) { $1 }
  }
}
